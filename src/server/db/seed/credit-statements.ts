import { and, asc, eq } from "drizzle-orm";
import { chinaMonth, monthBounds, previousMonth } from "../../../core/flows/credit-statement";
import type { Exec } from "../client";
import {
  creditEntries,
  creditLines,
  creditPayments,
  creditStatementLines,
  creditStatements,
  rowMoves,
} from "../schema";
import { book, paymentOf } from "../../credit/ledger";
import { makeStatements, refreshLine } from "../../credit/statements";
import { nearLimit } from "./credit-lines";
import { demoDocumentName, storeDemoDocument, type DemoDocuments } from "./offers";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const chinaDate = (at: number) => new Date(at + 8 * HOUR).toISOString().slice(0, 10);

interface Parties {
  e: { lvye: number; fengshou: number; kangmu: number };
  users: { lvye: number; fengshou: number; kangmu: number };
}

/** `day` of `month` at `hour` China time, never later than an hour ago (a demo started on the 1st). */
const at = (month: string, day: number, hour = 10) =>
  Math.min(Date.now() - HOUR, monthBounds(month).start.getTime() + (day - 1) * DAY + hour * HOUR);

/**
 * 绿野's statements to 丰收 and 康牧 for the last three months, in every state, made by the statement job's own
 * makeStatements from the ledger of their credit orders and payments: 丰收 (月结60天) paid its oldest month off
 * (已结清), confirmed the next and has the last to confirm (待确认); 康牧 paid part of its oldest, now 已逾期 (which is
 * why its line is suspended), disputed a line of the next (有异议), and 绿野 has yet to issue its last (待出账).
 */
export async function seedCreditStatements(tx: Exec, p: Parties, documents: DemoDocuments | undefined) {
  const m1 = previousMonth(chinaMonth(new Date()));
  const m2 = previousMonth(m1);
  const m3 = previousMonth(m2);
  const lineOf = async (buyer: number) =>
    (
      await tx
        .select()
        .from(creditLines)
        .where(
          and(
            eq(creditLines.enterpriseId, p.e.lvye),
            eq(creditLines.systemId, 56),
            eq(creditLines.buyerEnterpriseId, buyer),
          ),
        )
    )[0]!;
  const fengshou = await lineOf(p.e.fengshou);
  const kangmu = await lineOf(p.e.kangmu);
  const chargedIn = async (lineId: number, month: string) => {
    const rows = await tx.select().from(creditEntries).where(eq(creditEntries.lineId, lineId));
    const { start, end } = monthBounds(month);
    return rows
      .filter((r) => r.bookedAt >= start && r.bookedAt < end)
      .reduce((s, r) => s + Math.round(Number(r.amount) * 100), 0);
  };

  let n = 0;
  const pay = async (line: typeof fengshou, cents: number, when: number, remark: string) => {
    n += 1;
    const voucher = demoDocumentName();
    storeDemoDocument(documents, voucher, "contract");
    // what the buyer owed when it paid: the ledger up to then
    const before = (await tx.select().from(creditEntries).where(eq(creditEntries.lineId, line.id))).filter(
      (e) => e.bookedAt.getTime() < when,
    );
    const owedAfter = before.reduce((s, e) => s + Math.round(Number(e.amount) * 100), 0) - cents;
    const owed = Math.round(Number(line.usedAmount) * 100) - cents;
    const [row] = await tx
      .insert(creditPayments)
      .values({
        enterpriseId: p.e.lvye,
        systemId: 56,
        paymentNo: `HK${chinaDate(when).replaceAll("-", "")}${String(n).padStart(4, "0")}`,
        creditLineId: line.id,
        amount: cents / 100,
        paidOn: chinaDate(when - DAY),
        method: "transfer",
        voucher,
        remark,
        owedAfter: owedAfter / 100,
        buyerEnterpriseId: line.buyerEnterpriseId,
        createdAt: new Date(when),
        updatedAt: new Date(when),
      } as never)
      .returning();
    await book(tx, { ...paymentOf(row!), bookedAt: new Date(when) });
    await tx
      .update(creditLines)
      .set({ usedAmount: owed / 100 } as never)
      .where(eq(creditLines.id, line.id));
    line.usedAmount = owed / 100;
  };
  await pay(fengshou, await chargedIn(fengshou.id, m3), at(m2, 25), "工行转账，结清上上月对账单");
  const part = Math.floor(((await chargedIn(kangmu.id, m3)) * 0.4) / 10_000) * 10_000;
  await pay(kangmu, part, at(m2, 28), "农行转账，部分付款");
  // the line 丰收 buys on is left with little room, after what it paid
  await tx
    .update(creditLines)
    .set({ limitAmount: nearLimit(Number(fengshou.usedAmount)) } as never)
    .where(eq(creditLines.id, fengshou.id));

  for (const month of [m3, m2, m1]) {
    const made = await makeStatements(tx, month);
    // made on the 1st after the month, as the job would have
    const on = monthBounds(month).end.getTime() + 5 * 60_000;
    for (const [i, s] of made.entries()) {
      await tx
        .update(creditStatements)
        .set({
          statementNo: `DZ${chinaDate(on).replaceAll("-", "")}${String(i + 1).padStart(4, "0")}`,
          createdAt: new Date(on),
          updatedAt: new Date(on),
        } as never)
        .where(eq(creditStatements.id, s.id));
      await tx
        .update(rowMoves)
        .set({ createdAt: new Date(on) } as never)
        .where(and(eq(rowMoves.resource, "creditStatement"), eq(rowMoves.rowId, s.id)));
    }
  }

  const statementOf = async (lineId: number, month: string) =>
    (
      await tx
        .select()
        .from(creditStatements)
        .where(and(eq(creditStatements.creditLineId, lineId), eq(creditStatements.month, month)))
    )[0]!;
  type Step = [
    move: string,
    label: string,
    to: string,
    when: number,
    by: "seller" | "buyer" | "platform",
    note?: object,
  ];
  const walk = async (lineId: number, month: string, buyer: "fengshou" | "kangmu", steps: Step[], extra = {}) => {
    const s = await statementOf(lineId, month);
    let from = "draft";
    const moves = steps.map(([move, label, to, when, by, note]) => {
      const m = {
        resource: "creditStatement",
        rowId: s.id,
        move,
        label,
        fromState: from,
        toState: to,
        note: note ?? null,
        userId: by === "seller" ? p.users.lvye : by === "buyer" ? p.users[buyer] : 0,
        enterpriseId: by === "seller" ? p.e.lvye : by === "buyer" ? p.e[buyer] : 0,
        createdAt: new Date(when),
      };
      from = to;
      return m;
    });
    const stamp = (move: string) => steps.find((x) => x[0] === move)?.[3];
    await tx.insert(rowMoves).values(moves as never);
    await tx
      .update(creditStatements)
      .set({
        status: from,
        issuedAt: stamp("issue") ? new Date(stamp("issue")!) : null,
        confirmedAt: stamp("confirm") ? new Date(stamp("confirm")!) : null,
        ...extra,
      } as never)
      .where(eq(creditStatements.id, s.id));
    return s;
  };
  const issue = (month: string): Step => ["issue", "出账", "issued", at(month, 2, 9), "seller"];
  await walk(fengshou.id, m3, "fengshou", [
    issue(m2),
    ["confirm", "确认对账单", "confirmed", at(m2, 3), "buyer"],
    ["settle", "已结清", "settled", at(m2, 25), "seller"],
  ]);
  await walk(fengshou.id, m2, "fengshou", [issue(m1), ["confirm", "确认对账单", "confirmed", at(m1, 4), "buyer"]]);
  await walk(fengshou.id, m1, "fengshou", [issue(chinaMonth(new Date()))]);
  const k3 = await statementOf(kangmu.id, m3);
  await walk(kangmu.id, m3, "kangmu", [
    issue(m2),
    ["confirm", "确认对账单", "confirmed", at(m2, 6), "buyer"],
    ["overdue", "逾期", "overdue", new Date(`${String(k3.dueDate)}T16:00:00Z`).getTime(), "platform"],
  ]);
  const [firstLine] = await tx
    .select()
    .from(creditStatementLines)
    .where(eq(creditStatementLines.parentId, (await statementOf(kangmu.id, m2)).id))
    .orderBy(asc(creditStatementLines.position));
  const reason = "该单到货2袋破损，已与业务员协商折让，金额应扣减";
  await walk(
    kangmu.id,
    m2,
    "kangmu",
    [
      issue(m1),
      [
        "dispute",
        "提出异议",
        "disputed",
        at(m1, 6),
        "buyer",
        {
          disputedLines: { label: "异议明细", value: firstLine!.refNo },
          disputeReason: { label: "异议说明", value: reason },
        },
      ],
    ],
    { disputedLines: [firstLine!.id], disputeReason: reason },
  );
  for (const line of [fengshou.id, kangmu.id]) await refreshLine(tx, line);
}
