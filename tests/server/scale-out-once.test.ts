import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callOver, mallOver } from "../helpers/http-test-app";
import type { RunningServer } from "../helpers/running-server";
import { twoProcesses, type TwoProcesses } from "../helpers/two-processes";
import { newKey } from "./mall-api";

/**
 * The money rules of "only one" across processes: every call below is sent ten times at once, five to each of two
 * real app processes on one PostgreSQL, and exactly one takes effect; the other nine hear why on a 422. (The
 * resources' declared rules race the same way in scale-out.test.ts.)
 */
const ADDRESS = { name: "李春华", phone: "13800000002", region: "河北省保定市定州市", detail: "东门仓库" };
const MIN = 60_000;
const NO_MOVE = "当前状态不允许此操作";

let p: TwoProcesses;
let buyer: string;
let seller: string;
let fengshou: number;
let goodsId: number;

const tenOver = (send: (s: RunningServer, i: number) => Promise<{ statusCode: number; body: string; json(): any }>) =>
  Promise.all(Array.from({ length: 10 }, (_, i) => send(i % 2 ? p.b : p.a, i)));

/** The one 200 of ten answers, after checking the other nine refused with `msg`. */
function onlyOne(answers: { statusCode: number; body: string; json(): any }[], msg: string) {
  const ok = answers.filter((x) => x.statusCode === 200);
  expect(ok, answers.map((x) => x.body).join("\n")).toHaveLength(1);
  const refused = answers.filter((x) => x.statusCode !== 200);
  expect(refused.map((x) => [x.statusCode, x.json().msg])).toEqual(refused.map(() => [422, msg]));
  return ok[0]!.json().data;
}

const one = async <T = any>(text: string, values: unknown[] = []) => (await p.sql.query(text, values)).rows[0] as T;
const balance = async () =>
  Number(
    (await one<{ balance: string }>(`select balance from enterprise_balances where enterprise_id = $1`, [fengshou]))
      .balance,
  );
const dataOf = (x: { statusCode: number; body: string; json(): any }) => {
  if (x.statusCode !== 200) throw new Error(`HTTP ${x.statusCode}: ${x.body}`);
  return x.json().data;
};

/** A new unpaid order of 丰收 for one unit of the goods, by the buy-now path. */
async function unpaidOrder() {
  return dataOf(
    await mallOver(
      p.a,
      "orderSave",
      { submitKey: newKey(), address: ADDRESS, goodsId, quantity: 1 },
      { cookie: buyer },
    ),
  ).list[0] as { id: number };
}

/** Pays an order from the balance as the checkout does: the first call answers the figures to confirm (409). */
async function payOnce(server: RunningServer, id: number, amount: number) {
  return mallOver(server, "orderPay", { id, amount }, { cookie: buyer });
}

const totalOf = async (id: number) =>
  (await mallOver(p.a, "orderPay", { id }, { cookie: buyer })).json().data.total as number;

describe("only one, when ten calls race on two app processes", () => {
  beforeAll(async () => {
    p = await twoProcesses();
    [buyer, seller] = [await p.login("13800000002"), await p.login("13800000001")];
    fengshou = (await one<{ id: number }>(`select id from enterprises where name = '丰收牧业合作社'`)).id;
    // a cheap goods of 绿野's with stock to spare: only the rule under test may stop a call
    goodsId = (
      await one<{ id: number }>(
        `select g.id from goods g where g.status = 'on_sale' and g.system_id = 56 and g.enterprise_id = (select id from enterprises where name = '绿野饲料有限公司') and (select count(*) from goods_skus k where k.parent_id = g.id) = 1 order by g.price limit 1`,
      )
    ).id;
    await p.sql.query(`update goods set stock = 100000, min_order = 1, order_multiple = null where id = $1`, [goodsId]);
    await p.sql.query(`update goods_skus set stock = 100000 where parent_id = $1`, [goodsId]);
    await p.sql.query(`update enterprise_balances set balance = 1000000 where enterprise_id = $1`, [fengshou]);
  }, 180_000);
  afterAll(() => p?.stop());

  it("a 进货车 is ordered once: ten submits of the same cart lines make one order, the others find the cart empty", async () => {
    const buyerId = (await one<{ id: number }>(`select id from users where phone = '13800000002'`)).id;
    await p.sql.query(`delete from cart_items where user_id = $1`, [buyerId]);
    dataOf(await mallOver(p.a, "cartUpdate", { goodsId, quantity: 3 }, { cookie: buyer }));
    const before = (await one<{ n: number }>(`select coalesce(max(id), 0)::int as n from orders`)).n;
    const answers = await tenOver((s) =>
      mallOver(s, "orderSave", { submitKey: newKey(), address: ADDRESS }, { cookie: buyer }),
    );
    onlyOne(answers, "请先添加货品");
    const made = await p.sql.query(
      `select o.id, sum(l.quantity)::int as units from orders o join order_lines l on l.parent_id = o.id where o.id > $1 and o.buyer_user_id = $2 group by o.id`,
      [before, buyerId],
    );
    expect(made.rows.map((r) => r.units)).toEqual([3]);
    expect(
      (await one<{ n: number }>(`select count(*)::int as n from cart_items where user_id = $1`, [buyerId])).n,
    ).toBe(0);
  });

  it("an order is paid once: ten payments from the enterprise balance charge it once", async () => {
    const { id } = await unpaidOrder();
    const total = await totalOf(id);
    const before = await balance();
    const paid = onlyOne(await tenOver((s) => payOnce(s, id, total)), NO_MOVE);
    expect(paid.status).toBe("paid");
    expect(await balance()).toBeCloseTo(before - total, 2);
    const entries = await p.sql.query(`select kind, amount from balance_entries where order_id = $1`, [id]);
    expect(entries.rows.map((r) => [r.kind, Number(r.amount)])).toEqual([["pay", total]]);
  });

  it("a line of credit is never overdrawn: ten orders paid on it at once, with room for one, take one", async () => {
    const orders = await Promise.all(Array.from({ length: 10 }, () => unpaidOrder()));
    const totals = await Promise.all(orders.map((o) => totalOf(o.id)));
    // one unit of one goods each: the same total, and 绿野's line to 丰收 on YYN left with room for one of them
    expect(new Set(totals).size).toBe(1);
    await p.sql.query(
      `update credit_line set used_amount = limit_amount - $2, status = 'active' where enterprise_id = (select id from enterprises where name = '绿野饲料有限公司') and system_id = 56 and buyer_enterprise_id = $1`,
      [fengshou, totals[0]],
    );
    const line = () =>
      one<{ used: number; limit: number }>(
        `select used_amount::float as used, limit_amount::float as "limit" from credit_line where system_id = 56 and buyer_enterprise_id = $1 and enterprise_id = (select id from enterprises where name = '绿野饲料有限公司')`,
        [fengshou],
      );
    const before = await line();
    const answers = await tenOver((s, i) =>
      mallOver(s, "orderPay", { id: orders[i]!.id, amount: totals[i], method: "credit" }, { cookie: buyer }),
    );
    const ok = answers.filter((x) => x.statusCode === 200);
    expect(ok, answers.map((x) => x.body).join("\n")).toHaveLength(1);
    expect(answers.filter((x) => x.statusCode !== 200).map((x) => x.json().msg)).toEqual(
      Array.from({ length: 9 }, () => expect.stringMatching(/^授信可用额度不足/)),
    );
    const after = await line();
    expect(after.used).toBeCloseTo(before.used + totals[0]!, 2);
    expect(after.used).toBeLessThanOrEqual(after.limit);
  });

  it("an after-sale is refunded once: ten 同意退款 of the seller credit the buyer once", async () => {
    const { id } = await unpaidOrder();
    const total = await totalOf(id);
    dataOf(await payOnce(p.a, id, total));
    const applied = dataOf(
      await callOver(
        p.b,
        "afterSale",
        "audience:buyer:create",
        { orderId: id, kind: "refund", amount: total, reason: "包装破损" },
        { cookie: buyer },
      ),
    );
    const before = await balance();
    const refunded = onlyOne(
      await tenOver((s) => callOver(s, "afterSale", "approveRefund", { id: applied.id }, { cookie: seller })),
      NO_MOVE,
    );
    expect(refunded.status).toBe("refunded");
    expect(await balance()).toBeCloseTo(before + total, 2);
    const entries = await p.sql.query(`select kind, amount from balance_entries where after_sale_id = $1`, [
      applied.id,
    ]);
    expect(entries.rows.map((r) => [r.kind, Number(r.amount)])).toEqual([["refund", -total]]);
  });

  it("an order's invoice is asked once: ten 申请开票 make one request, the others hear one is in hand", async () => {
    const { id } = await unpaidOrder();
    dataOf(await payOnce(p.a, id, await totalOf(id)));
    const title = await one<{ id: number }>(`select id from invoice_title where enterprise_id = $1`, [fengshou]);
    const ask = (s: RunningServer) =>
      callOver(
        s,
        "invoiceRequest",
        "audience:buyer:create",
        { orderId: id, kind: "normal", titleId: title.id },
        { cookie: buyer },
      );
    onlyOne(await tenOver(ask), "该订单已有开票申请在处理中，请勿重复提交");
    const held = await p.sql.query(`select status from invoice_request where order_id = $1`, [id]);
    expect(held.rows.map((r) => r.status)).toEqual(["applied"]);
  });

  it("a month's budget is never overspent: of ten orders against room for five, five are placed and five wait 待审批", async () => {
    const staff = await p.login("13800000008");
    const rule = await one<{ id: number }>(`select id from approval_rule where name = '马建军采购额度'`);
    const month = (await one<{ m: string }>(`select to_char(now() at time zone 'Asia/Shanghai', 'YYYY-MM') as m`)).m;
    const usedNow = async () =>
      Number(
        (
          await one<{ used: string } | undefined>(`select used from budget_usage where rule_id = $1 and month = $2`, [
            rule.id,
            month,
          ])
        )?.used ?? 0,
      );
    const probe = dataOf(
      await mallOver(
        p.a,
        "orderSave",
        { submitKey: newKey(), address: ADDRESS, goodsId, quantity: 1 },
        { cookie: staff },
      ),
    ).list[0] as { id: number; total: number };
    const each = Number(probe.total);
    const budget = (await usedNow()) + each * 5.5;
    await p.sql.query(`update approval_rule set monthly_budget = $2, order_limit = null where id = $1`, [
      rule.id,
      budget,
    ]);
    const answers = await tenOver((s) =>
      mallOver(s, "orderSave", { submitKey: newKey(), address: ADDRESS, goodsId, quantity: 1 }, { cookie: staff }),
    );
    const states = answers.map((x) => dataOf(x).list[0].status as string).sort();
    expect(states).toEqual([...Array(5).fill("approving"), ...Array(5).fill("unpaid")]);
    const used = await usedNow();
    expect(used).toBeLessThanOrEqual(budget);
    const charged = await one<{ sum: string }>(
      `select sum(amount) as sum from budget_charges where rule_id = $1 and month = $2`,
      [rule.id, month],
    );
    expect(Number(charged.sum)).toBeCloseTo(used, 2);
  });

  it("an auction has one winner: ten equal bids land once, both processes' closing rounds close it once, ten 生成订单 make one order", async () => {
    const created = await callOver(
      p.a,
      "auction",
      "create",
      {
        title: "双进程竞拍",
        goodsId,
        quantity: 10,
        unit: "袋",
        startPrice: 100,
        step: 2,
        reservePrice: null,
        startTime: new Date(Date.now() + 60 * MIN).toISOString(),
        endTime: new Date(Date.now() + 120 * MIN).toISOString(),
        bidders: "any",
        extendMinutes: 0,
      },
      { cookie: seller },
    );
    const id = dataOf(created).id as number;
    const at = Date.now();
    await Promise.all([p.a.setClock(at), p.b.setClock(at)]);
    await p.sql.query(`update auction set start_time = $2, end_time = $3 where id = $1`, [
      id,
      new Date(at - 10 * MIN),
      new Date(at + 60 * MIN),
    ]);
    const bidders = await Promise.all(["13800000002", "13800000003", "13800000006"].map((name) => p.login(name)));
    onlyOne(
      await tenOver((s, i) => mallOver(s, "auctionBid", { id, price: 150 }, { cookie: bidders[i % 3] })),
      "出价不能低于 ¥152.00（当前价 ¥150.00 + 加价幅度 ¥2.00）",
    );
    const [bid] = (await p.sql.query(`select enterprise_id from auction_bids where auction_id = $1`, [id])).rows;

    // past its end, each process runs five closing rounds at once
    await p.sql.query(`update auction set end_time = $2 where id = $1`, [id, new Date(at - MIN)]);
    await tenOver((s) => s.setClock(at + 1_000).then(() => ({ statusCode: 200, body: "", json: () => ({}) })));
    expect(
      await one(
        `select status, winner_enterprise_id as winner, winner_price::float as price from auction where id = $1`,
        [id],
      ),
    ).toEqual({ status: "closed", winner: bid.enterprise_id, price: 150 });
    const closes = await p.sql.query(
      `select move from row_moves where resource = 'auction' and row_id = $1 and move in ('close', 'closeUnsold')`,
      [id],
    );
    expect(closes.rows).toEqual([{ move: "close" }]);

    dataOf(await callOver(p.b, "auction", "match", { id }, { cookie: seller }));
    const ordered = onlyOne(
      await tenOver((s) => callOver(s, "auction", "submitOrder", { id }, { cookie: seller })),
      NO_MOVE,
    );
    expect(ordered.status).toBe("ordered");
    const orders = await p.sql.query(
      `select buyer_enterprise_id as buyer, total::float as total from orders where submit_key = $1`,
      [`auction-${id}`],
    );
    expect(orders.rows).toEqual([{ buyer: bid.enterprise_id, total: 1500 }]);
  });
});
