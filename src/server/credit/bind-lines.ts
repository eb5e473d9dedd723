import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Exec } from "../db/client";
import { creditLines, creditPayments, creditStatements, enterprises } from "../db/schema";

/** The enterprise registered with this 统一社会信用代码, if any (codes are unique at registration). */
export async function enterpriseByCode(tx: Exec, code: string): Promise<{ id: number; name: string } | undefined> {
  const [ent] = await tx
    .select({ id: enterprises.id, name: enterprises.name })
    .from(enterprises)
    .where(eq(enterprises.creditCode, code))
    .limit(1);
  return ent;
}

/**
 * Lines sellers granted to a code before its enterprise registered now name that enterprise (and its registered
 * name), so it reads them on its console and may pay on them: in the registration's transaction. The statements and
 * payments made on them meanwhile (a customer reconciled offline) name it too.
 */
export async function bindCreditLines(tx: Exec, enterprise: { id: number; name: string; creditCode: string }) {
  const bound = await tx
    .update(creditLines)
    .set({ buyerEnterpriseId: enterprise.id, buyerName: enterprise.name } as never)
    .where(and(eq(creditLines.buyerCode, enterprise.creditCode), isNull(creditLines.buyerEnterpriseId)))
    .returning({ id: creditLines.id });
  const ids = bound.map((l) => l.id);
  if (!ids.length) return;
  const named = { buyerEnterpriseId: enterprise.id, buyerName: enterprise.name } as never;
  await tx.update(creditStatements).set(named).where(inArray(creditStatements.creditLineId, ids));
  await tx.update(creditPayments).set(named).where(inArray(creditPayments.creditLineId, ids));
}
