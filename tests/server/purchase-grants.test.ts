import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { resources } from "../../resources";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AFTER_SALE_REASONS } from "../../src/core/flows/after-sale";
import { MALL, type MallKey } from "../../src/core/mall-endpoints";
import { PURCHASE_GRANTS, purchaseRefusal, type PurchaseGrant } from "../../src/core/purchase-grants";
import {
  afterSales,
  auctionBids,
  balanceEntries,
  buyPurposes,
  enterpriseBalances,
  invoiceRequests,
  orders,
  resourceTables,
  role,
  roleGrants,
} from "../../src/server/db/schema";
import { OTHER_IDENTITY } from "../../src/server/mall/purchase-grant";
import { testApp, type TestApp } from "../helpers/server-app";
import { auctions, setTimes } from "./auction-helpers";
import { dataOf, mallCall, newKey, payOrderCall } from "./mall-api";

/**
 * Every mall call that spends or commits an enterprise (a `grant` of src/core/mall-endpoints.ts) × 绿野's employee
 * 13800000004 whose only role holds nothing, exactly that code, or whose employee record is disabled. Generated
 * from the catalogue: a new call with a grant is covered by declaring it.
 */
let t: TestApp;
let admin: string;
let staff: string;
let staffRole: number;
let employeeId: number;
/** An order the employee placed for 绿野 and never paid. */
let keptUnpaid: number;
/** A buy intent the employee sent for 绿野, quoted and never ordered. */
let keptIntent: number;
const ADDRESS = { name: "张晓燕", phone: "13800000004", region: "山东省潍坊市奎文区", detail: "绿野饲料原料仓" };
/** A guarded call: a mall call, or an audience's create against the caller's own row (申请售后). */
interface Guarded {
  grant: PurchaseGrant;
  call: (payload: Record<string, unknown>, cookie: string) => Promise<LightMyRequestResponse>;
}
const calls: Record<string, Guarded> = {
  ...Object.fromEntries(
    (Object.keys(MALL) as MallKey[])
      .filter((k) => MALL[k].grant)
      .map((k) => [k, { grant: MALL[k].grant!, call: (p, cookie) => mallCall(t, k, p, { cookie }) } satisfies Guarded]),
  ),
  // an owner's moves that spend the enterprise's money (下单 at a quoted price)
  ...Object.fromEntries(
    resources.flatMap((r) =>
      Object.entries(r.actions ?? {})
        .filter(([, a]) => a.grant && a.by)
        .map(([name, a]) => [
          `${r.name}.${a.by}.${name}`,
          { grant: a.grant!, call: (p, cookie) => t.call(r.name, name, p, { cookie }) } satisfies Guarded,
        ]),
    ),
  ),
  ...Object.fromEntries(
    resources.flatMap((r) =>
      Object.entries(r.audiences ?? {})
        .filter(([, a]) => a.create?.grant)
        .map(([name, a]) => [
          `${r.name}.${name}.create`,
          {
            grant: a.create!.grant!,
            call: (p, cookie) => t.call(r.name, `audience:${name}:create`, p, { cookie }),
          } satisfies Guarded,
        ]),
    ),
  ),
};
const guarded = Object.keys(calls);
/** A payload each call accepts from the employee once granted: its own rows, another shop's goods, a live auction. */
const valid: Record<string, () => Record<string, unknown>> = {};

async function holdOnly(...grants: PurchaseGrant[]) {
  await t.db.delete(roleGrants).where(eq(roleGrants.roleId, staffRole));
  if (grants.length)
    await t.db
      .insert(roleGrants)
      .values(grants.map((g) => ({ roleId: staffRole, kind: "button" as const, code: PURCHASE_GRANTS[g].code })));
}

/** What a refused call must leave alone: orders, money, bids, after-sales and intents. */
const snapshot = async () =>
  JSON.stringify(
    await Promise.all(
      [orders, enterpriseBalances, balanceEntries, auctionBids, afterSales, buyPurposes, invoiceRequests].map((x) =>
        t.db.select().from(x),
      ),
    ),
  );

beforeAll(async () => {
  t = await testApp();
  admin = await t.login("13800000001");
  staff = await t.login("13800000004");
  staffRole = (await t.db.select({ id: role.id }).from(role).where(eq(role.name, "招标专员")))[0]!.id;
  employeeId = (await t.call("employee", "list", { phone: "13800000004" }, { cookie: admin })).json().data.list[0].id;
  // goods of another shop than the employee's own enterprise's, and 康牧's live auction on YYN
  const goods = dataOf(await mallCall(t, "goodsSearch", { search: "康牧", pageSize: 20 })).list.find(
    (g: { shopName: string; stock: number }) => g.shopName.includes("康牧") && g.stock > 100,
  );
  const order = { address: ADDRESS, goodsId: goods.id, quantity: goods.minOrder ?? 1 };
  const [lot] = await t.db.select().from(auctions).where(eq(auctions.title, "阿莫西林整箱竞拍（50袋）"));
  await setTimes(t, lot!.id as number, -30, 60);
  const info = dataOf(await mallCall(t, "auctionInfo", { id: lot!.id }));
  let price = Number(info.currentPrice ?? info.startPrice);
  // the employee's own rows, made with each grant in turn: an unpaid order, a paid one, an intent 康牧 answered
  await holdOnly("pay", "buyIntent");
  const unpaid = async () =>
    dataOf(await mallCall(t, "orderSave", { submitKey: newKey(), ...order }, { cookie: staff })).list[0] as {
      id: number;
      total: number;
    };
  // the figures the checkout would show, as the server answers a payment sent without them
  const { quote } = (await mallCall(t, "orderSavePay", { submitKey: newKey(), ...order }, { cookie: staff })).json()
    .data;
  const paid = dataOf(
    await mallCall(t, "orderSavePay", { submitKey: newKey(), ...order, shown: quote }, { cookie: staff }),
  ).list[0].id;
  const intentPayload = () => ({
    goodsId: goods.id,
    quantity: goods.minOrder ?? 1,
    contact: "张晓燕",
    phone: "13800000004",
    region: ADDRESS.region,
    address: ADDRESS.detail,
  });
  const quotedIntent = async () => {
    const id = dataOf(await t.call("buyIntent", "audience:buyer:create", intentPayload(), { cookie: staff })).id;
    const quote = { id, quotePrice: 50, validDays: 7, sellerReply: "含运费" };
    const res = await t.call("buyIntent", "quote", quote, { cookie: await t.login("13800000003") });
    expect(res.statusCode).toBe(200);
    return id as number;
  };
  const intent = await quotedIntent();
  keptIntent = await quotedIntent();
  await holdOnly();
  valid.orderSavePay = () => ({ submitKey: newKey(), ...order, shown: quote });
  const toPay = [await unpaid(), await unpaid()];
  keptUnpaid = (await unpaid()).id;
  valid.orderPay = () => {
    // the disabled employee's call may find both orders paid: its session answers first anyway
    const o = toPay.shift() ?? { id: keptUnpaid, total: 0 };
    return { id: o.id, amount: o.total };
  };
  valid["afterSale.buyer.create"] = () => ({ orderId: paid, kind: "refund", reason: AFTER_SALE_REASONS[0] });
  // 普票 under 绿野's 临沂 title: the served call asks once, the refused ones leave the order free
  const titles = resourceTables.invoiceTitle!;
  const [title] = await t.db.select().from(titles).where(eq(titles.title, "绿野饲料有限公司临沂分公司"));
  valid["invoiceRequest.buyer.create"] = () => ({ orderId: paid, kind: "normal", titleId: title!.id });
  valid["buyIntent.buyer.create"] = intentPayload;
  // the refused call leaves its intent quoted for the served one
  valid["buyIntent.buyer.order"] = () => ({ id: intent });
  valid.auctionBid = () => ({ id: lot!.id, price: (price += Number(info.step) * 2) });
});
afterAll(() => t?.close());

describe("buyer-side money moves need a grant in the role tree", () => {
  it("has calls to check, each with a payload", () => {
    expect(guarded).toEqual(
      expect.arrayContaining([
        "orderPay",
        "orderSavePay",
        "auctionBid",
        "buyIntent.buyer.create",
        "buyIntent.buyer.order",
        "afterSale.buyer.create",
        "invoiceRequest.buyer.create",
      ]),
    );
    for (const k of guarded) expect(valid[k], k).toBeTypeOf("function");
  });

  it.each(guarded)("%s: an employee without the code → 403 naming it, and nothing changes", async (k) => {
    await holdOnly(...(Object.keys(PURCHASE_GRANTS) as PurchaseGrant[]).filter((g) => g !== calls[k]!.grant));
    const before = await snapshot();
    const res = await calls[k]!.call(valid[k]!(), staff);
    expect([res.statusCode, res.json().msg]).toEqual([403, purchaseRefusal(calls[k]!.grant)]);
    expect(await snapshot()).toBe(before);
  });

  it.each(guarded)("%s: an employee holding exactly the code is served", async (k) => {
    await holdOnly(calls[k]!.grant);
    const res = await calls[k]!.call(valid[k]!(), staff);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe("a disabled employee", () => {
  beforeAll(async () => {
    await holdOnly(...(Object.keys(PURCHASE_GRANTS) as PurchaseGrant[]));
    expect((await t.call("employee", "disable", { id: employeeId }, { cookie: admin })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.call("employee", "enable", { id: employeeId }, { cookie: admin });
  });

  it.each(guarded)("%s: its session has ended → 401", async (k) => {
    const res = await calls[k]!.call(valid[k]!(), staff);
    expect(res.statusCode).toBe(401);
  });

  it("logs in again for no enterprise, and cannot pay the enterprise's order it placed before", async () => {
    const personal = await t.login("13800000004");
    const me = (
      await t.app.inject({ method: "GET", url: "/gw/agri.user.get/1.0", headers: { cookie: personal } })
    ).json().data;
    expect([me.enterprise, me.enterprises]).toEqual([null, []]);
    const res = await payOrderCall(t, keptUnpaid, { cookie: personal });
    expect([res.statusCode, res.json().msg]).toEqual([422, OTHER_IDENTITY]);
    // nor order, for itself, at the price quoted to the enterprise
    const ordered = await t.call("buyIntent", "order", { id: keptIntent }, { cookie: personal });
    expect([ordered.statusCode, ordered.json().msg]).toEqual([422, OTHER_IDENTITY]);
  });
});
