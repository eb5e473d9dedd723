import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  budgetCharges,
  enterpriseMessages,
  orderLines,
  orders,
  resourceLinesTables,
  resourceTables,
  users,
} from "../../src/server/db/schema";
import { passTime } from "../helpers/pass-time";
import { resourceByName } from "../../resources";
import type { TestApp } from "../helpers/server-app";
import { dataOf } from "./mall-api";
import { bidSteps, mallBidParties } from "./mall-bid-helpers";

/**
 * The same approval rules beyond the cart (docs/b2b-controls.md): a tender order's 确认订单 and an accepted 竞价
 * offer spend the enterprise's money, so beyond the employee's rule they wait for its approvers too.
 * 绿野's 王建国 (13800000001) confirms tender orders under a rule whose 终审人 is 陈志强 (13905361208); 丰收's 李春华
 * (13800000002) accepts 竞价 offers under one whose 终审人 is 高秀英 (13800000009).
 */
let t: TestApp;
let buyer: string;
let lvye: string;
let kangmu: string;
const cookie: Record<string, string> = {};
const tenders = resourceTables.tenderOrder!;
const goods = resourceTables.goods!;

beforeAll(async () => {
  ({ t, buyer, lvye, kangmu } = await mallBidParties());
  cookie["13905361208"] = await t.login("13905361208");
  cookie["13800000009"] = await t.login("13800000009");
  // each administrator is put under a rule naming only themselves, a limit every deal here is above
  for (const [admin, phone, approver] of [
    [lvye, "13800000001", "13905361208"],
    [buyer, "13800000002", "13800000009"],
  ] as const) {
    const staff = dataOf(await t.call("employee", "list", { pageSize: 100 }, { cookie: admin })).list as {
      id: number;
      phone: string;
    }[];
    const made = await t.call(
      "approvalRule",
      "create",
      {
        name: "管理员大额审批",
        subject: "employee",
        employeeId: staff.find((s) => s.phone === phone)!.id,
        orderLimit: 10,
        finalApproverId: staff.find((s) => s.phone === approver)!.id,
        holdHours: 24,
      },
      { cookie: admin },
    );
    expect(made.statusCode, made.body).toBe(200);
  }
});
afterAll(() => t?.close());
const { publishedBid, goodsOf, offer, enterpriseOf } = bidSteps(() => ({ t, buyer }));

const decide = (login: string, action: string, payload: Record<string, unknown>) =>
  t.call("purchaseApproval", action, payload, { cookie: cookie[login]! });
const tenderState = async (id: number) => (await t.db.select().from(tenders).where(eq(tenders.id, id)))[0]!.status;
const messagesTo = async (phone: string) => {
  const [u] = await t.db.select().from(users).where(eq(users.phone, phone));
  return (await t.db.select().from(enterpriseMessages).where(eq(enterpriseMessages.userId, u!.id))).map((m) => m.title);
};
const enterpriseMessagesOf = async (enterpriseId: number) =>
  (await t.db.select().from(enterpriseMessages).where(eq(enterpriseMessages.enterpriseId, enterpriseId))).map(
    (m) => m.title,
  );
const approvalOf = async (source: string, orderId: number, login: string) =>
  (
    dataOf(await t.call("purchaseApproval", "audience:approver:list", { pageSize: 100 }, { cookie: cookie[login]! }))
      .list as { id: number; orderId: number; source: string; status: string }[]
  ).find((a) => a.source === source && a.orderId === orderId);
const chargedTo = async (source: string, id: number) =>
  (
    await t.db
      .select()
      .from(budgetCharges)
      .where(and(eq(budgetCharges.source, source), eq(budgetCharges.sourceId, id)))
  ).reduce((sum, c) => sum + Number(c.amount), 0);

const tenderLines = resourceLinesTables.tenderOrder!.lines!;

/**
 * A 待确认 tender order of 绿野's: the demo's, or once that one is gone, a new one made from an award whose orders
 * were all cancelled (such an award may be ordered again), lines as quoted.
 */
async function draftTenderOrder(): Promise<{ id: number; orderNo: string; totalAmount: number; enterpriseId: number }> {
  const drafts = dataOf(await t.call("tenderOrder", "list", { status: "draft", pageSize: 10 }, { cookie: lvye })).list;
  if (!drafts.length) {
    const all = await t.db.select().from(tenders);
    const live = new Set(all.filter((o) => o.status !== "cancelled").map((o) => o.bidOfferId));
    const gone = all.find((o) => o.status === "cancelled" && !live.has(o.bidOfferId));
    const lines = await t.db.select().from(tenderLines).where(eq(tenderLines.parentId, gone!.id));
    const made = await t.call(
      "tenderOrder",
      "create",
      {
        bidOfferId: gone!.bidOfferId,
        lines: lines.map((l) => ({
          sourceLineId: l.sourceLineId,
          quantity: Number(l.quantity),
          unitPrice: Number(l.unitPrice),
          deliveryDate: l.deliveryDate,
        })),
      },
      { cookie: lvye },
    );
    expect(made.statusCode, made.body).toBe(200);
    drafts.push(dataOf(made));
  }
  const [stored] = await t.db.select().from(tenders).where(eq(tenders.id, drafts[0].id));
  return stored as never;
}

describe("a tender order beyond the confirming employee's rule", () => {
  it("waits 待审批 at 确认订单, unseen by the supplier, until the approver sends it on as confirmed", async () => {
    const order = await draftTenderOrder();
    const res = await t.call("tenderOrder", "confirm", { id: order.id }, { cookie: lvye });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf(res).status).toBe("approving");
    // the supplier neither reads it nor hears of it while it waits
    const seen = dataOf(await t.call("tenderOrder", "audience:supplier:list", { pageSize: 100 }, { cookie: kangmu }));
    expect(seen.list.map((o: { id: number }) => o.id)).not.toContain(order.id);
    const approval = await approvalOf("tenderOrder", order.id, "13905361208");
    expect(approval, "陈志强's 我的审批 holds the order").toMatchObject({ status: "final" });
    expect(await messagesTo("13905361208")).toContain(`王建国提交的订单「${order.orderNo}」待您审批`);
    // nothing is charged until it is approved
    expect(await chargedTo("tenderOrder", order.id)).toBe(0);

    const approved = await decide("13905361208", "approve", { id: approval!.id });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await tenderState(order.id)).toBe("confirmed");
    expect(await chargedTo("tenderOrder", order.id)).toBe(Number(order.totalAmount));
    expect(await enterpriseMessagesOf(await enterpriseOf(kangmu))).toContain(
      `收到招标订单「${order.orderNo}」，请确认接单`,
    );
    const supplier = dataOf(
      await t.call("tenderOrder", "audience:supplier:list", { pageSize: 100 }, { cookie: kangmu }),
    );
    expect(supplier.list.map((o: { id: number }) => o.id)).toContain(order.id);
    const kangmuId = dataOf(await t.call("tenderOrder", "audience:supplier:get", { id: order.id }, { cookie: kangmu }));
    expect(kangmuId.status).toBe("confirmed");
    const log = dataOf(await t.call("tenderOrder", "log", { id: order.id }, { cookie: lvye })).list as {
      label: string;
    }[];
    expect(log.map((m) => m.label)).toEqual(expect.arrayContaining(["提交审批", "确认订单"]));

    // the supplier declining it gives the amount back to the month
    const declined = await t.call(
      "tenderOrder",
      "decline",
      { id: order.id, reason: "原料价格大幅上涨，无法按报价供货" },
      { cookie: kangmu },
    );
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await chargedTo("tenderOrder", order.id)).toBe(0);
  });

  it("returned, goes back to 待确认 for the purchaser to change or confirm again, and the purchaser hears why", async () => {
    const order = await draftTenderOrder();
    expect(dataOf(await t.call("tenderOrder", "confirm", { id: order.id }, { cookie: lvye })).status).toBe("approving");
    const approval = await approvalOf("tenderOrder", order.id, "13905361208");
    const returned = await decide("13905361208", "return", {
      id: approval!.id,
      returnReason: "单价高于上月合同价，请先议价",
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(await tenderState(order.id)).toBe("draft");
    expect(await messagesTo("13800000001")).toContain(`订单「${order.orderNo}」被退回，订单已退回待确认`);
    // the supplier was never told of it
    expect(await enterpriseMessagesOf(await enterpriseOf(kangmu))).not.toContain(
      `收到招标订单「${order.orderNo}」，请确认接单`,
    );
  });

  it("a lapsed approval sends the order back to 待确认 by itself", async () => {
    const order = await draftTenderOrder();
    expect(dataOf(await t.call("tenderOrder", "confirm", { id: order.id }, { cookie: lvye })).status).toBe("approving");
    const approval = await approvalOf("tenderOrder", order.id, "13905361208");
    await passTime(t, resourceByName("purchaseApproval"), "@lapse", approval!.id);
    // time's moves land when the rows are next read: 王建国 opens 我的申请
    const mine = dataOf(
      await t.call("purchaseApproval", "audience:requester:list", { pageSize: 100 }, { cookie: lvye }),
    );
    expect(mine.list.find((a: { id: number }) => a.id === approval!.id).status).toBe("lapsed");
    expect(await tenderState(order.id)).toBe("draft");
  });
});

describe("an accepted 竞价 offer beyond the accepting employee's rule", () => {
  /** 康牧's offer on a fresh bid of 丰收's, accepted by 李春华: the mall order it made. */
  async function acceptedOrder() {
    const bidId = await publishedBid();
    const made = await t.call("bidQuote", "create", await offer(bidId, await goodsOf(kangmu), kangmu), {
      cookie: kangmu,
    });
    expect(made.statusCode, made.body).toBe(200);
    const accepted = await t.call("bidQuote", "accept", { id: dataOf(made).id }, { cookie: buyer });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const orderNo = dataOf(accepted).orderNo as string;
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    return { order, orderNo, offerId: dataOf(made).id as number };
  }

  it("becomes an order waiting 待审批 with its stock held, placed 待付款 once approved and charged to the month", async () => {
    const { order, orderNo } = await acceptedOrder();
    expect(order!.status).toBe("approving");
    const approval = await approvalOf("bidOffer", order!.id, "13800000009");
    expect(approval, "高秀英's 我的审批 holds the 竞价 order").toMatchObject({ status: "final" });
    expect(await chargedTo("mallOrder", order!.id)).toBe(0);
    const approved = await decide("13800000009", "approve", { id: approval!.id });
    expect(approved.statusCode, approved.body).toBe(200);
    const [placed] = await t.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(placed!.status).toBe("unpaid");
    expect(await chargedTo("mallOrder", order!.id)).toBe(Number(order!.total));
    expect(await messagesTo("13800000002")).toContain(`订单「${orderNo}」已审批通过，请尽快付款`);
  });

  it("returned, the order is cancelled and its stock given back, and the offer stays 已接受", async () => {
    const { order, orderNo, offerId } = await acceptedOrder();
    const approval = await approvalOf("bidOffer", order!.id, "13800000009");
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.parentId, order!.id));
    const stockOf = async () => Number((await t.db.select().from(goods).where(eq(goods.id, line!.goodsId)))[0]!.stock);
    const held = await stockOf();
    const returned = await decide("13800000009", "return", { id: approval!.id, returnReason: "本月兽药已采购足量" });
    expect(returned.statusCode, returned.body).toBe(200);
    const [after] = await t.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(after!.status).toBe("cancelled");
    const back = (await t.db.select().from(orderLines).where(eq(orderLines.parentId, order!.id)))
      .filter((l) => l.goodsId === line!.goodsId)
      .reduce((n, l) => n + Number(l.quantity), 0);
    expect(await stockOf()).toBe(held + back);
    expect(await messagesTo("13800000002")).toContain(`订单「${orderNo}」被退回，订单已取消`);
    expect(dataOf(await t.call("bidQuote", "get", { id: offerId }, { cookie: kangmu })).status).toBe("ordered");
  });
});
