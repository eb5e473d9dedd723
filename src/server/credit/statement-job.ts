import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { executedRows } from "../db/executed-rows";
import { jobRounds, type JobRounds } from "../jobs";
import { makeStatements, statementMonth } from "./statements";

/** The advisory lock one process holds while it makes a month's statements: the others skip that round. */
const STATEMENT_LOCK = 560_059;

/**
 * The statement job: on the 1st (China time) it makes last month's statements, once, whichever process gets there
 * first; each process then rests until the month turns again (a restart looks once more, and finds them made).
 */
export function statementJob(db: Db): JobRounds & { due(): boolean } {
  let made: string | undefined;
  const rounds = jobRounds(async () => {
    const month = statementMonth();
    if (made === month) return;
    await db.transaction(async (tx) => {
      const got = await tx.execute(sql`select pg_try_advisory_xact_lock(${STATEMENT_LOCK}) as ok`);
      if (!executedRows<{ ok: boolean }>(got)[0]?.ok) return;
      await makeStatements(tx, month);
      made = month;
    });
  });
  return { ...rounds, due: () => made !== statementMonth() };
}
