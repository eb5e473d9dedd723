import { asc, count, desc, eq, sql } from "drizzle-orm";
import { registry } from "../../../resources";
import {
  chinaDate,
  chinaMonth,
  dueDateOf,
  monthBounds,
  periodText,
  previousMonth,
  STATEMENT_OPEN,
  type CreditStatementState,
} from "../../core/flows/credit-statement";
import type { Exec } from "../db/client";
import { executedRows } from "../db/executed-rows";
import { insertRows } from "../db/insert-rows";
import { creditLines, creditStatementLines, creditStatements } from "../db/schema";
import { now } from "../clock";
import type { Row } from "../operations/context";
import { writeMoves } from "../operations/moves";
import { dailyNumber } from "../operations/numbered";
import { cents, creditedSince, entriesBetween, owedBefore, yuan, type CreditEntry } from "./ledger";

/** What a line's figures need of it. */
type Line = { id: number; days: unknown };
/** Who made the moves a refresh writes: the person recording a payment, or the platform (0). */
export interface By {
  userId: number;
  enterpriseId: number;
}
const PLATFORM: By = { userId: 0, enterpriseId: 0 };

/**
 * A line's period as its statement states it, from the ledger alone, in cents: 期初 is all that was owed before the
 * period, 期末 期初 plus the period's entries, and 未结 what of 期末 is still owed after what was taken from the debt
 * since the period ended (refunds, payments, 调减 go to the oldest debt first).
 */
async function figures(tx: Exec, line: Line, start: Date, end: Date) {
  const opening = await owedBefore(tx, line.id, start);
  const entries = await entriesBetween(tx, line.id, start, end);
  const of = (kind: string) => entries.filter((e) => e.kind === kind).reduce((s, e) => s + cents(e.amount), 0);
  const closing = opening + entries.reduce((s, e) => s + cents(e.amount), 0);
  const outstanding = Math.max(0, closing - (await creditedSince(tx, line.id, end)));
  return {
    entries,
    values: {
      openingAmount: yuan(opening),
      chargeAmount: yuan(of("charge")),
      refundAmount: yuan(-of("refund")),
      paymentAmount: yuan(-of("payment")),
      adjustAmount: yuan(-of("adjust")),
      closingAmount: yuan(closing),
      outstandingAmount: yuan(outstanding),
      // nothing owed at the period's end, nothing to pay by a day
      dueDate: closing > 0 ? dueDateOf(end, Number(line.days)) : null,
    },
    moved: opening !== 0 || entries.length > 0,
  };
}

const lineOfEntry =
  (parentId: number, from = 0) =>
  (e: CreditEntry, i: number) => ({
    parentId,
    position: from + i,
    refNo: e.refNo,
    remark: e.remark,
    bookedOn: chinaDate(e.bookedAt),
    kind: e.kind,
    amount: Number(e.amount),
  });

/** Where a line's next statement starts: where its last one ended, or with the China month `end` falls in. */
async function nextStart(tx: Exec, lineId: number, end: Date): Promise<Date> {
  const [last] = await tx
    .select({ periodEnd: creditStatements.periodEnd })
    .from(creditStatements)
    .where(eq(creditStatements.creditLineId, lineId))
    .orderBy(desc(creditStatements.periodEnd))
    .limit(1);
  return (last?.periodEnd as Date | undefined) ?? monthBounds(chinaMonth(new Date(end.getTime() - 1))).start;
}

/**
 * The columns of a line's statement for the time since its last one up to `end`, the caller's numbering and
 * lines to follow; undefined when its last one already reaches `end`.
 */
export async function statementOf(tx: Exec, line: Row, end: Date) {
  const start = await nextStart(tx, line.id, end);
  if (start.getTime() >= end.getTime()) return undefined;
  const f = await figures(tx, line as Line, start, end);
  return {
    entries: f.entries,
    moved: f.moved,
    values: {
      enterpriseId: line.enterpriseId,
      systemId: line.systemId,
      buyerEnterpriseId: line.buyerEnterpriseId ?? null,
      creditLineId: line.id,
      periodText: periodText(start, end),
      month: chinaMonth(new Date(end.getTime() - 1)),
      periodStart: start,
      periodEnd: end,
      buyerName: line.buyerName,
      sellerName: line.sellerName,
      ...f.values,
    },
  };
}

/** A new statement's lines: each entry of its period, oldest first. */
export const writeStatementLines = (tx: Exec, id: number, entries: CreditEntry[]) =>
  insertRows(tx, creditStatementLines, entries.map(lineOfEntry(id)));

/**
 * Makes the month's statements, one per line with something owed or moved in it whose last statement ends before the
 * month does: on the 1st, by the statement job, as 待出账 for the seller to check and issue; a statement the seller
 * made during the month is followed by one for the rest of it. The unique index on line and period end keeps it one
 * whichever process makes it. Returns the statements made.
 */
export async function makeStatements(tx: Exec, month: string): Promise<Row[]> {
  const { end } = monthBounds(month);
  const candidates = executedRows<{ id: number }>(
    await tx.execute(sql`
      select l.id from ${creditLines} l
      where not exists (select 1 from ${creditStatements} s where s.credit_line_id = l.id and s.period_end >= ${end.toISOString()}::timestamptz)
        and exists (select 1 from credit_entries e where e.line_id = l.id and e.booked_at < ${end.toISOString()}::timestamptz)
      order by l.id
      for update of l`),
  );
  const made: Row[] = [];
  for (const { id } of candidates) {
    const [line] = (await tx.select().from(creditLines).where(eq(creditLines.id, id))) as Row[];
    const s = await statementOf(tx, line!, end);
    if (!s?.moved) continue;
    const at = now();
    const statementNo = await dailyNumber({ tx, table: creditStatements }, "statementNo", "DZ");
    const [row] = (await tx
      .insert(creditStatements)
      .values({ ...s.values, statementNo, status: "draft", createdAt: at, updatedAt: at } as never)
      .onConflictDoNothing()
      .returning()) as Row[];
    if (!row) continue;
    await writeStatementLines(tx, row.id, s.entries);
    await writeMoves(
      tx,
      registry,
      [
        {
          resource: "creditStatement",
          rowId: row.id,
          move: "create",
          label: "生成对账单",
          fromState: null,
          toState: "draft",
          ...PLATFORM,
          createdAt: at,
        },
      ],
      [row],
    );
    made.push(row);
  }
  return made;
}

/**
 * Brings a line's statements up to its ledger after a payment, a 调减 or time: their figures (a 调减 corrects its own
 * period, and the ones after it open lower), the entries a period gained (only a 调减 is booked into a closed period,
 * and always last), 已结清 for each open one nothing is owed on any more, and the line's 逾期金额.
 */
export async function refreshLine(tx: Exec, lineId: number, by: By = PLATFORM): Promise<void> {
  const [line] = await tx.select().from(creditLines).where(eq(creditLines.id, lineId));
  if (!line) return;
  const statements = (await tx
    .select()
    .from(creditStatements)
    .where(eq(creditStatements.creditLineId, lineId))
    .orderBy(asc(creditStatements.periodEnd))) as Row[];
  const settled: Row[] = [];
  const moves = [];
  let overdue = 0;
  const at = now();
  for (const s of statements) {
    const f = await figures(tx, line as Line, s.periodStart as Date, s.periodEnd as Date);
    const [have] = await tx
      .select({ n: count() })
      .from(creditStatementLines)
      .where(eq(creditStatementLines.parentId, s.id));
    const kept = Number(have?.n ?? 0);
    if (f.entries.length > kept)
      await insertRows(tx, creditStatementLines, f.entries.slice(kept).map(lineOfEntry(s.id, kept)));
    const state = s.status as CreditStatementState;
    const paidOff = STATEMENT_OPEN.includes(state) && f.values.closingAmount > 0 && f.values.outstandingAmount === 0;
    const [current] = (await tx
      .update(creditStatements)
      .set({ ...f.values, ...(paidOff ? { status: "settled" } : {}), updatedAt: at } as never)
      .where(eq(creditStatements.id, s.id))
      .returning()) as Row[];
    if (paidOff) {
      settled.push(current!);
      moves.push({
        resource: "creditStatement",
        rowId: s.id,
        move: "settle",
        label: "已结清",
        fromState: state,
        toState: "settled",
        ...by,
        createdAt: at,
      });
    }
    // 未结 counts the months before too (期初 is carried): the newest overdue statement's is all that is overdue
    else if (state === "overdue") overdue = cents(f.values.outstandingAmount);
  }
  await tx
    .update(creditLines)
    .set({ overdueAmount: yuan(overdue), updatedAt: at } as never)
    .where(eq(creditLines.id, lineId));
  await writeMoves(tx, registry, moves, settled);
}

/** The month whose statements are due now: the China month before this one. */
export const statementMonth = (at = now()) => previousMonth(chinaMonth(at));
