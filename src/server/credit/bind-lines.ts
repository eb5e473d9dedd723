import { and, eq, isNull } from "drizzle-orm";
import type { Exec } from "../db/client";
import { creditLines, enterprises } from "../db/schema";

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
 * name), so it reads them on its console and may pay on them: in the registration's transaction.
 */
export async function bindCreditLines(tx: Exec, enterprise: { id: number; name: string; creditCode: string }) {
  await tx
    .update(creditLines)
    .set({ buyerEnterpriseId: enterprise.id, buyerName: enterprise.name } as never)
    .where(and(eq(creditLines.buyerCode, enterprise.creditCode), isNull(creditLines.buyerEnterpriseId)));
}
