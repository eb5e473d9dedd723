import { fileOf, type Resource } from "../../src/core/define-resource";
import { routeTo } from "../../src/core/flows/transition";
import { MALL, mallPath, type MallKey } from "../../src/core/mall-endpoints";
import { endpointPath } from "../../src/core/endpoint";
import { resourceByName } from "../../resources";
import { act, buyerFor, formOf } from "./maker-moves";
import { readableCreate } from "./readable-maker";
import { invoiceRequestMaker } from "./invoice-maker";
import { purchaseApprovalMaker } from "./approval-maker";

type State = string | number;

/** How a maker reaches the running platform: one call as one demo account, the answer's status and data; its clock. */
export interface RowApi {
  call(
    login: string,
    method: "GET" | "POST",
    path: string,
    payload?: Record<string, unknown>,
  ): Promise<{ status: number; data: any; body: string }>;
  /** The platform's "now" (epoch ms). */
  now(): number;
  /** Moves the platform's clock to `at` and runs its scheduled jobs (closing auctions) at that time. */
  setClock(at: number): Promise<void>;
}

/** Makes a row of a resource for the enterprise `owner` administers, in `state` (and holding `when`); undefined when that enterprise cannot have one. */
export type RowMaker = (
  api: RowApi,
  o: { owner: string; state: State; when?: Record<string, (string | number)[]> },
) => Promise<number | undefined>;

const mall = async (api: RowApi, login: string, key: MallKey, payload: Record<string, unknown> = {}) => {
  const e = MALL[key];
  const res = await api.call(login, e.http, mallPath(e), payload);
  if (res.status !== 200) throw new Error(`${key} as ${login} answered ${res.status}: ${res.body}`);
  return res.data;
};

/** 提交并支付 as the checkout page does: the figures to show come first (409), then the submit naming them as shown. */
async function savePay(api: RowApi, login: string, payload: Record<string, unknown>) {
  const e = MALL.orderSavePay;
  const asked = await api.call(login, e.http, mallPath(e), payload);
  return mall(api, login, "orderSavePay", {
    ...payload,
    shown: (JSON.parse(asked.body) as { data?: { quote?: unknown } }).data?.quote,
  });
}

const ADDRESS = {
  name: "李春华",
  phone: "13800000002",
  region: "河北省保定市定州市",
  detail: "丰收牧业合作社养殖场 东门仓库",
};
let seq = 0;

/** A buyer's order at the owner's shop, moved by the buyer's and the owner's own moves into `state`. */
const mallOrder: RowMaker = async (api, { owner, state }) => {
  const { shop } = await mall(api, owner, "myShop");
  if (!shop || shop.audit !== 1 || shop.shopSort !== "PUBLIC") return undefined;
  const buyer = buyerFor(owner);
  const goods = (await mall(api, buyer, "goodsSearch", { shopId: shop.shopId, pageSize: 20 })).list.find(
    (g: { stock: number; minOrder: number | null }) => g.stock >= (g.minOrder ?? 1) * 2,
  );
  if (!goods) return undefined;
  const pay = state !== "unpaid" && state !== "cancelled";
  seq += 1;
  const body = {
    submitKey: `maker-${Date.now()}-${seq}-order`,
    goodsId: goods.id,
    quantity: goods.minOrder ?? 1,
    address: ADDRESS,
  };
  const { list } = pay ? await savePay(api, buyer, body) : await mall(api, buyer, "orderSave", body);
  const id = list[0].id as number;
  const r = resourceByName("mallOrder");
  if (state === "cancelled") await mall(api, buyer, "orderCancel", { id });
  if (state === "shipped" || state === "completed") await act(api, owner, r, "ship", { id, ...formOf(r, "ship") });
  if (state === "completed") await mall(api, buyer, "orderStatus", { id, action: "confirm" });
  return id;
};

/** A buyer's after-sale on an order at the owner's shop, of the kind `when` asks, moved into `state` by both parties. */
const afterSale: RowMaker = async (api, { owner, state, when }) => {
  const orderId = await mallOrder(api, { owner, state: "completed" });
  if (orderId === undefined) return undefined;
  const buyer = buyerFor(owner);
  const r = resourceByName("afterSale");
  // the moves to `state`, and the kind they need (a return waits for its goods; a refund does not)
  const path = routeTo(r, r.flow!.initial, state) ?? [];
  const kind = String(
    when?.kind?.[0] ??
      path.map((n) => r.actions![n]!.when?.kind?.[0]).find(Boolean) ??
      (state === "returning" ? "return" : "refund"),
  );
  const order = await mall(api, buyer, "orderDetail", { id: orderId });
  const lines = kind === "return" ? [{ orderLineId: order.lines[0].id, quantity: 1 }] : undefined;
  const apply = r.audiences!.buyer!.create!.endpoint;
  const res = await api.call(buyer, apply.http, endpointPath(apply), {
    orderId,
    kind,
    reason: "包装破损",
    description: "测试售后",
    amount: 1,
    lines,
  });
  if (res.status !== 200) throw new Error(`afterSale apply as ${buyer} answered ${res.status}: ${res.body}`);
  const id = res.data.id as number;
  // the buyer's moves (撤销, 寄回) and the seller's, each by whoever runs it
  const moves =
    kind === "return" && (state === "returning" || state === "refunded")
      ? ["approveReturn", "shipBack", ...(state === "refunded" ? ["confirmReturn"] : [])]
      : path;
  for (const name of moves)
    await act(api, r.actions![name]!.by === "buyer" ? buyer : owner, r, name, { id, ...formOf(r, name) });
  return id;
};

/**
 * A buyer's buy intent on a goods of the owner's shop, answered by the owner into `state` (ordered by the buyer at
 * the reply's price). An expired one cannot be made through the API: only time moves a reply there.
 */
const buyIntent: RowMaker = async (api, { owner, state }) => {
  const { shop } = await mall(api, owner, "myShop");
  if (!shop || shop.audit !== 1 || shop.shopSort !== "PUBLIC" || state === "expired") return undefined;
  const buyer = buyerFor(owner);
  const goods = (await mall(api, buyer, "goodsSearch", { shopId: shop.shopId, pageSize: 20 })).list.find(
    (g: { stock: number; minOrder: number | null }) => g.stock >= (g.minOrder ?? 1) * 2,
  );
  if (!goods) return undefined;
  const r = resourceByName("buyIntent");
  const create = r.audiences!.buyer!.create!;
  const made = await api.call(buyer, create.endpoint.http, endpointPath(create.endpoint), {
    goodsId: goods.id,
    skuId: (await mall(api, buyer, "goodsDetail", { id: goods.id })).skus[0].id,
    quantity: goods.minOrder ?? 1,
    targetPrice: 1,
    region: ADDRESS.region,
    address: ADDRESS.detail,
    contact: ADDRESS.name,
    phone: ADDRESS.phone,
    remark: "测试采购意向",
  });
  if (made.status !== 200) throw new Error(`buyIntent ${create.label} answered ${made.status}: ${made.body}`);
  const id = made.data.id as number;
  if (state === "quoted" || state === "ordered") await act(api, owner, r, "quote", { id, ...formOf(r, "quote") });
  if (state === "declined") await act(api, owner, r, "decline", { id, ...formOf(r, "decline") });
  if (state === "ordered") await act(api, buyer, r, "order", { id });
  return id;
};

/**
 * The decoration every open shop has (made with the shop), brought into `state` by its owner's own moves: an edit
 * (saving it as it is) makes it a draft again, 发布 publishes it.
 */
const shopDecoration: RowMaker = async (api, { owner, state }) => {
  const r = resourceByName("shopDecoration");
  const listed = await api.call(owner, r.endpoints.list!.http, endpointPath(r.endpoints.list!), { pageSize: 1 });
  const row = listed.status === 200 ? listed.data.list[0] : undefined;
  if (!row) return undefined;
  if (row.status !== state && state === r.flow!.edited) {
    const saved = await api.call(owner, r.endpoints.update!.http, endpointPath(r.endpoints.update!), {
      id: row.id,
      slogan: row.slogan,
    });
    if (saved.status !== 200)
      throw new Error(`shopDecoration.update as ${owner} answered ${saved.status}: ${saved.body}`);
  } else if (row.status !== state) await act(api, owner, r, routeTo(r, row.status, state)![0]!, { id: row.id });
  return row.id as number;
};

/**
 * An auction of the owner's goods that a buyer bid on and that then closed by itself (the platform's scheduled
 * job), moved on by the owner's own actions into `state`: it opens a minute ahead, ends a minute later with no
 * anti-sniping window, and takes a bid from each of two buyers between. Time moves by the platform's clock.
 */
const auction: RowMaker = async (api, { owner, state }) => {
  const r = resourceByName("auction");
  const goods = resourceByName("goods");
  const listed = await api.call(owner, goods.endpoints.list!.http, endpointPath(goods.endpoints.list!), {
    pageSize: 50,
  });
  const g = (listed.data?.list ?? []).find(
    (x: { status: string; stock: number }) => x.status === "on_sale" && x.stock >= 10,
  );
  if (!g) return undefined;
  const start = api.now() + 60_000;
  const end = start + 60_000;
  seq += 1;
  const made = await api.call(owner, r.endpoints.create!.http, endpointPath(r.endpoints.create!), {
    title: `测试竞拍${seq}`,
    goodsId: g.id,
    quantity: 1,
    unit: "袋",
    startPrice: 10,
    step: 1,
    startTime: new Date(start).toISOString(),
    endTime: new Date(end).toISOString(),
    bidders: "any",
    extendMinutes: 0,
  });
  if (made.status !== 200) throw new Error(`auction.create as ${owner} answered ${made.status}: ${made.body}`);
  const id = made.data.id as number;
  if (state === r.flow!.initial) return id;
  await api.setClock(start + 1_000);
  // two bidders, so that a win can be passed on to the runner-up (作废并转次高出价)
  await mall(api, buyerFor(owner), "auctionBid", { id, price: 10 });
  await mall(api, owner === "13800000006" ? "13800000003" : "13800000006", "auctionBid", { id, price: 11 });
  // past the end: the clock's move runs the closing job's round before it answers
  await api.setClock(end + 1_000);
  const got = await api.call(owner, r.endpoints.get!.http, endpointPath(r.endpoints.get!), { id });
  if (got.data?.status !== "closed") throw new Error(`auction ${id} did not close at its end: ${got.body}`);
  for (const name of routeTo(r, "closed", state) ?? []) await act(api, owner, r, name, { id, ...formOf(r, name) });
  return id;
};

/**
 * A queued webhook delivery of the owner's: its 推送设置 pointed at a reserved name (never sent to), then an order at
 * its shop, whose 订单已下单 event is queued for it.
 */
const webhookDelivery: RowMaker = async (api, { owner }) => {
  const hook = resourceByName("webhook");
  const call = async (r: Resource, key: "list" | "create", payload: Record<string, unknown>) => {
    const e = r.endpoints[key]!;
    const res = await api.call(owner, e.http, endpointPath(e), payload);
    if (res.status !== 200) throw new Error(`${r.name}.${key} as ${owner} answered ${res.status}: ${res.body}`);
    return res.data;
  };
  const [setting] = (await call(hook, "list", { pageSize: 1 })).list;
  if (!setting)
    await call(hook, "create", { name: "测试ERP", url: "https://erp.maker.example/agrimall/webhook", events: "all" });
  else if (setting.status !== 1) await act(api, owner, hook, "enable", { id: setting.id });
  else if (setting.events === "tender") throw new Error(`${owner}'s 推送设置 sends tender events only`);
  if ((await mallOrder(api, { owner, state: "unpaid" })) === undefined) return undefined;
  const deliveries = resourceByName("webhookDelivery");
  return (await call(deliveries, "list", { pageSize: 1, eventType: "order.placed" })).list[0]?.id;
};

/** A category's tax rate: every portal holds one per goods category from its start, which its operator edits. */
const goodsCategory: RowMaker = async (api, { owner }) => {
  const r = resourceByName("goodsCategory");
  const listed = await api.call(owner, r.endpoints.list!.http, endpointPath(r.endpoints.list!), { pageSize: 1 });
  return listed.status === 200 ? (listed.data.list[0]?.id as number | undefined) : undefined;
};

/**
 * Resources whose rows are not made through their own create endpoint (a buyer places the order, applies for
 * the after-sale, asks a price, a shop gets its decoration): how tests that walk every resource get one.
 */
const ROW_MAKERS: Record<string, RowMaker> = {
  mallOrder,
  afterSale,
  buyIntent,
  shopDecoration,
  auction,
  webhookDelivery,
  goodsCategory,
  invoiceRequest: invoiceRequestMaker(mallOrder),
  purchaseApproval: purchaseApprovalMaker,
};

/** The maker of a resource without a create endpoint; a new such resource fails here until it has one. */
export function makerOf(r: Resource): RowMaker {
  const readable = Object.values(r.audiences ?? {}).some((a) => a.create?.readable);
  const maker = ROW_MAKERS[r.name] ?? (readable ? readableCreate(r) : undefined);
  if (!maker)
    throw new Error(`[${fileOf(r)}] has no create endpoint: add a maker for its rows to tests/helpers/row-makers.ts`);
  return maker;
}

/** Where a run of actions starts: a fresh row's first state, or for a made row the state its first action starts from. */
export const startOf = (r: Resource, path: string[]): State =>
  r.endpoints.create && (!path.length || r.actions![path[0]!]!.from.includes(r.flow!.initial))
    ? r.flow!.initial
    : r.actions![path[0]!]!.from[0]!;
