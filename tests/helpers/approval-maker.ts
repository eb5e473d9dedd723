import { MALL, mallPath, type MallKey } from "../../src/core/mall-endpoints";
import { orderableAtLeast } from "../../src/core/order-quantity";
import { routeTo } from "../../src/core/flows/transition";
import { endpointPath } from "../../src/core/endpoint";
import { resourceByName } from "../../resources";
import { act, formOf } from "./maker-moves";
import type { RowMaker } from "./row-makers";

/**
 * Whose orders wait under the demo approval rules, per enterprise administrator: the staff member who buys, the shop
 * they buy at (its seller's login), the rule's limit, and who decides each level (src/server/db/seed/approvals.ts).
 */
const STAFF: Record<string, { buyer: string; seller: string; limit: number; first: string; final: string }> = {
  "13800000001": {
    buyer: "13800000004",
    seller: "13800000003",
    limit: 3000,
    first: "13905361208",
    final: "13800000001",
  },
  "13800000002": {
    buyer: "13800000008",
    seller: "13800000001",
    limit: 5000,
    first: "13800000009",
    final: "13800000002",
  },
};
const ADDRESS = { name: "收货员", phone: "13800000008", region: "河北省保定市定州市", detail: "东门仓库" };
let seq = 0;

const mall = async (api: Parameters<RowMaker>[0], login: string, key: MallKey, payload: Record<string, unknown>) => {
  const e = MALL[key];
  const res = await api.call(login, e.http, mallPath(e), payload);
  if (res.status !== 200) throw new Error(`${key} as ${login} answered ${res.status}: ${res.body}`);
  return res.data;
};

/**
 * A 采购审批 of the owner's enterprise: its staff member orders beyond the rule's limit at another enterprise's shop,
 * and the approvers (or the requester) move it into `state`. Undefined for an enterprise without a demo rule.
 */
export const purchaseApprovalMaker: RowMaker = async (api, { owner, state }) => {
  const staff = STAFF[owner];
  if (!staff) return undefined;
  const r = resourceByName("purchaseApproval");
  const path = routeTo(r, r.flow!.initial, state);
  if (!path) return undefined;
  const { shop } = await mall(api, staff.seller, "myShop", {});
  const found = await mall(api, staff.buyer, "goodsSearch", { shopId: shop.shopId, pageSize: 40 });
  const goods = (found.list as { id: number; price: number; stock: number; minOrder: number | null }[]).find(
    (g) => g.price > 0 && g.stock * g.price > staff.limit * 3 && g.stock >= (g.minOrder ?? 1),
  );
  if (!goods) throw new Error(`no goods at ${staff.seller}'s shop to order beyond ¥${staff.limit}`);
  seq += 1;
  const quantity = orderableAtLeast(goods as never, Math.ceil((staff.limit + 1) / goods.price));
  const body = { submitKey: `maker-${Date.now()}-${seq}-approval`, goodsId: goods.id, quantity, address: ADDRESS };
  const { list } = await mall(api, staff.buyer, "orderSave", body);
  const orderId = list[0].id as number;
  const mine = r.audiences!.requester!.endpoints.list!;
  const listed = await api.call(staff.buyer, mine.http, endpointPath(mine), { pageSize: 50 });
  const row = (listed.data?.list as { id: number; orderId: number }[] | undefined)?.find((a) => a.orderId === orderId);
  if (!row) throw new Error(`order ${orderId} of ${staff.buyer} opened no approval: ${listed.body}`);
  for (const step of path) {
    const by = r.actions![step]!.by === "requester" ? staff.buyer : step === "pass" ? staff.first : approverOf(step);
    await act(api, by, r, step, { id: row.id, ...formOf(r, step) });
  }
  return row.id;

  function approverOf(step: string) {
    // the final level decides an approval that passed its first; a return from the first level is the first's
    return step === "approve" || path!.includes("pass") ? staff!.final : staff!.first;
  }
};
