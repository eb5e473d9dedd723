import { and, asc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CREDIT_STATEMENT_STATES, chinaMonth, dueDateOf, monthBounds } from "../../src/core/flows/credit-statement";
import { setClock } from "../../src/server/clock";
import {
  creditEntries,
  creditLines,
  creditStatementLines,
  creditStatements,
  enterpriseMessages,
  enterprises,
} from "../../src/server/db/schema";
import { testApp, type TestApp } from "../helpers/server-app";
import {
  creditOrder as paidOnCredit,
  recordPayment as recordedPayment,
  refundInFull,
  sheetRows,
} from "../helpers/credit-moves";
import { dataOf } from "./mall-api";

// 对账单 and 回款登记 on 绿野's line of credit to 丰收 (docs/b2b-controls.md, Monthly statements): what a month's
// statement lists, who moves it, how payments settle it and how being overdue stops 账期支付.

let t: TestApp;
let buyer: string;
let seller: string;
let other: string;
let fengshou: number;
let lvye: number;

/** Sessions end while the clock runs a month on: everyone logs in again at the new time. */
async function logInAll(fresh = false) {
  [buyer, seller, other] = [
    await t.login("13800000002", { fresh }),
    await t.login("13800000001", { fresh }),
    await t.login("13800000003", { fresh }),
  ];
}
/** Moves the platform's clock, runs its jobs there, and logs everyone in again. */
async function moveClock(at: number) {
  setClock(at);
  await t.app.runJobs();
  await logInAll(true);
}

beforeAll(async () => {
  setClock(Date.now());
  t = await testApp();
  await logInAll();
  const ids = await t.db.select({ id: enterprises.id, name: enterprises.name }).from(enterprises);
  fengshou = ids.find((e) => e.name === "丰收牧业合作社")!.id;
  lvye = ids.find((e) => e.name === "绿野饲料有限公司")!.id;
});
afterAll(async () => {
  setClock(Date.now());
  await t?.close();
});

const cents = (v: unknown) => Math.round(Number(v) * 100);
const line = async () =>
  (
    await t.db
      .select()
      .from(creditLines)
      .where(
        and(
          eq(creditLines.enterpriseId, lvye),
          eq(creditLines.systemId, 56),
          eq(creditLines.buyerEnterpriseId, fengshou),
        ),
      )
  )[0]!;
const statementsOf = async (lineId: number) =>
  t.db
    .select()
    .from(creditStatements)
    .where(eq(creditStatements.creditLineId, lineId))
    .orderBy(asc(creditStatements.month));
const linesOf = async (id: number) =>
  t.db
    .select()
    .from(creditStatementLines)
    .where(eq(creditStatementLines.parentId, id))
    .orderBy(asc(creditStatementLines.position));
const told = async (enterpriseId: number, title: string) =>
  (
    await t.db
      .select()
      .from(enterpriseMessages)
      .where(and(eq(enterpriseMessages.enterpriseId, enterpriseId), like(enterpriseMessages.title, `%${title}%`)))
  ).length;

const creditOrder = () => paidOnCredit(t, buyer, lvye);
const recordPayment = async (amount: number, cookie = seller, creditLineId?: number) =>
  recordedPayment(t, cookie, creditLineId ?? (await line()).id, amount);

describe("对账单: one per line and month, from the line's ledger, to the cent", () => {
  it("the demo's statements each add up, open where the one before closed, and are in every state", async () => {
    const all = await t.db.select().from(creditStatements);
    expect(new Set(all.map((s) => s.status))).toEqual(new Set(Object.keys(CREDIT_STATEMENT_STATES)));
    for (const lineId of new Set(all.map((s) => Number(s.creditLineId)))) {
      const statements = await statementsOf(lineId);
      let closed = 0;
      for (const s of statements) {
        const lines = await linesOf(s.id);
        expect(cents(s.openingAmount), `${s.statementNo} opens where the last closed`).toBe(closed);
        expect(cents(s.closingAmount)).toBe(
          cents(s.openingAmount) +
            cents(s.chargeAmount) -
            cents(s.refundAmount) -
            cents(s.paymentAmount) -
            cents(s.adjustAmount),
        );
        expect(cents(s.closingAmount) - cents(s.openingAmount)).toBe(lines.reduce((n, l) => n + cents(l.amount), 0));
        closed = cents(s.closingAmount);
      }
      const entries = await t.db.select().from(creditEntries).where(eq(creditEntries.lineId, lineId));
      const [l] = await t.db.select().from(creditLines).where(eq(creditLines.id, lineId));
      expect(cents(l!.usedAmount), "已用额度 is the sum of the ledger").toBe(
        entries.reduce((n, e) => n + cents(e.amount), 0),
      );
    }
  });

  it("on the 1st the month's credit orders, refunds and payments make one 待出账 statement, once", async () => {
    const l = await line();
    // room for this month's orders, through the seller's form
    expect(
      (
        await t.call(
          "creditLine",
          "update",
          { id: l.id, limitAmount: Number(l.limitAmount) + 50_000 },
          { cookie: seller },
        )
      ).statusCode,
    ).toBe(200);
    const kept = await creditOrder();
    const returned = await creditOrder();
    expect([kept.paid.statusCode, returned.paid.statusCode]).toEqual([200, 200]);
    await refundInFull(t, buyer, seller, returned);
    const paid = await recordPayment(1_000);
    expect(paid.statusCode, paid.body).toBe(200);

    const month = chinaMonth(new Date());
    const before = (await statementsOf(l.id)).at(-1)!;
    await moveClock(monthBounds(month).end.getTime() + 1_000);
    await t.app.runJobs();
    const made = (await statementsOf(l.id)).filter((s) => s.month === month);
    expect(made).toHaveLength(1);
    const s = made[0]!;
    expect(s).toMatchObject({ status: "draft", dueDate: dueDateOf(monthBounds(month).end, Number(l.days)) });
    expect(cents(s.openingAmount)).toBe(cents(before.closingAmount));
    const lines = await linesOf(s.id);
    expect(lines.map((x) => [x.kind, x.refNo])).toEqual(
      expect.arrayContaining([
        ["charge", kept.orderNo],
        ["charge", returned.orderNo],
        ["refund", returned.orderNo],
        ["payment", expect.stringMatching(/^HK/)],
      ]),
    );
    expect(cents(s.refundAmount)).toBe(cents(returned.total));
    expect(cents(s.closingAmount)).toBe(cents((await line()).usedAmount));
    // a draft is the seller's: the buyer does not see it yet
    const mine = dataOf(await t.call("creditStatement", "audience:buyer:list", { pageSize: 50 }, { cookie: buyer }));
    expect(mine.list.map((r: { id: number }) => r.id)).not.toContain(s.id);
  });

  it("the seller issues it, the buyer disputes a line, a 调减 answers it, the buyer confirms; both download it", async () => {
    const s = (await statementsOf((await line()).id)).at(-1)!;
    expect((await t.call("creditStatement", "issue", { id: s.id }, { cookie: seller })).statusCode).toBe(200);
    expect(await told(fengshou, `已出具对账单 ${s.statementNo}`)).toBe(1);
    const [first] = await linesOf(s.id);
    const disputed = await t.call(
      "creditStatement",
      "dispute",
      { id: s.id, disputedLines: [first!.id], disputeReason: "该单少发一袋" },
      { cookie: buyer },
    );
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect(await told(lvye, `丰收牧业合作社对对账单 ${s.statementNo} 提出异议`)).toBe(1);
    const used = cents((await line()).usedAmount);
    const answered = await t.call(
      "creditStatement",
      "answer",
      { id: s.id, sellerReply: "少发一袋属实，调减 12.50 元", adjustDown: 12.5 },
      { cookie: seller },
    );
    expect(answered.statusCode, answered.body).toBe(200);
    const [after] = await t.db.select().from(creditStatements).where(eq(creditStatements.id, s.id));
    expect(after).toMatchObject({ status: "issued" });
    expect(cents(after!.closingAmount)).toBe(cents(s.closingAmount) - 1250);
    expect(cents(after!.adjustAmount)).toBe(1250);
    expect((await linesOf(s.id)).at(-1)).toMatchObject({ kind: "adjust", amount: -12.5 });
    expect(cents((await line()).usedAmount)).toBe(used - 1250);
    expect((await t.call("creditStatement", "confirm", { id: s.id }, { cookie: buyer })).statusCode).toBe(200);

    for (const [action, cookie] of [
      ["exportRow", seller],
      ["audience:buyer:exportRow", buyer],
    ] as const) {
      const file = await t.call("creditStatement", action, { id: s.id }, { cookie });
      expect(file.statusCode).toBe(200);
      const rows = await sheetRows(file.rawPayload);
      expect(rows).toContainEqual(["期末应付(元)", expect.stringContaining(Number(after!.closingAmount).toFixed(2))]);
      expect(
        rows.filter((r) => r[0] === String(s.statementNo).slice(0, 0) || /^\d{8,}|^HK|^DZ/.test(r[0]!)).length,
      ).toBeGreaterThan(0);
    }
    // another enterprise finds no such statement
    expect(
      (await t.call("creditStatement", "audience:buyer:exportRow", { id: s.id }, { cookie: other })).statusCode,
    ).toBe(404);
  });

  it("past its due date it is 已逾期 by itself and stops 账期支付; payments settle the oldest first and restore the line", async () => {
    const l = await line();
    const s = (await statementsOf(l.id)).at(-1)!;
    await moveClock(new Date(`${String(s.dueDate)}T16:00:00Z`).getTime() + 1_000);
    const overdue = (await statementsOf(l.id)).filter((x) => x.status === "overdue");
    expect(overdue.map((x) => x.id)).toContain(s.id);
    // each statement's 未结 carries the months before it: the newest overdue one's is what is overdue
    const owedLate = cents(overdue.at(-1)!.outstandingAmount);
    expect(overdue.length, "every month past its due date").toBeGreaterThan(1);
    expect(cents((await line()).overdueAmount)).toBe(owedLate);
    expect(owedLate, "never more than the whole debt").toBeLessThanOrEqual(cents((await line()).usedAmount));
    expect(await told(fengshou, `对账单 ${s.statementNo} 已逾期`)).toBe(1);
    const dashboard = (await t.call("mallOrder", "report:dashboard", {}, { cookie: seller })).json().data.summary;
    expect(cents(dashboard.creditOverdue)).toBeGreaterThanOrEqual(owedLate);
    const blocked = await creditOrder();
    expect(blocked.paid.statusCode).toBe(422);
    expect(blocked.paid.json().errors.pay).toContain("逾期未结清的对账单");

    // the oldest open statement first: paying exactly what it owes settles it and no other
    const [oldest, next] = (await statementsOf(l.id)).filter((x) => cents(x.outstandingAmount) > 0);
    expect((await recordPayment(cents(oldest!.outstandingAmount) / 100)).statusCode).toBe(200);
    const afterFirst = new Map((await statementsOf(l.id)).map((x) => [x.id, x]));
    expect(afterFirst.get(oldest!.id)!.status).toBe("settled");
    expect(afterFirst.get(next!.id)!.status).not.toBe("settled");
    expect(await told(fengshou, `对账单 ${oldest!.statementNo} 已结清`)).toBe(1);
    // the rest of what is owed and 100 元 in advance: nothing overdue, 预收 on the line, credit orders again
    const rest = cents((await line()).usedAmount);
    const ahead = await recordPayment((rest + 10_000) / 100);
    expect(ahead.statusCode, ahead.body).toBe(200);
    expect(cents(dataOf(ahead).owedAfter)).toBe(-10_000);
    expect((await statementsOf(l.id)).filter((x) => x.status === "overdue")).toEqual([]);
    expect([cents((await line()).overdueAmount), cents((await line()).usedAmount)]).toEqual([0, -10_000]);
    const again = await creditOrder();
    expect(again.paid.statusCode, again.paid.body).toBe(200);
    expect(cents((await line()).usedAmount)).toBe(cents(again.total) - 10_000);
  });

  it("a payment is recorded only by the line's seller, on its own line", async () => {
    const l = await line();
    // 康牧 is no seller of this line: the ref is not one of its rows
    const stranger = await recordPayment(1, other, l.id);
    expect(stranger.statusCode).toBe(422);
    expect(Object.keys(stranger.json().errors)).toContain("creditLineId");
  });

  it("生成对账单 by hand covers the time since the line's last statement; only its seller makes and issues it", async () => {
    const l = await line();
    const last = (await statementsOf(l.id)).at(-1)!;
    const made = await t.call(
      "creditStatement",
      "create",
      { creditLineId: l.id, remark: "客户结账" },
      { cookie: seller },
    );
    expect(made.statusCode, made.body).toBe(200);
    const [s] = await t.db
      .select()
      .from(creditStatements)
      .where(eq(creditStatements.id, dataOf(made).id));
    expect(s).toMatchObject({ status: "draft", periodStart: last.periodEnd, remark: "客户结账" });
    expect(String(s!.periodText)).toContain(" 至 ");
    expect(cents(s!.openingAmount)).toBe(cents(last.closingAmount));
    expect(cents(s!.closingAmount)).toBe(cents((await line()).usedAmount));
    // the buyer neither makes one nor issues the seller's
    expect((await t.call("creditStatement", "create", { creditLineId: l.id }, { cookie: buyer })).statusCode).not.toBe(
      200,
    );
    expect((await t.call("creditStatement", "issue", { id: s!.id }, { cookie: buyer })).statusCode).not.toBe(200);
    expect((await t.db.select().from(creditStatements).where(eq(creditStatements.id, s!.id)))[0]!.status).toBe("draft");
  });
});
