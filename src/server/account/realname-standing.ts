import { and, desc, eq, inArray } from "drizzle-orm";
import type { Exec } from "../db/client";
import { resourceTables, rowMoves, users } from "../db/schema";

/** A person's real-name standing (`users.real_name_state`): none, waiting for the operator, verified, last one turned down. */
export const REALNAME = { none: 0, pending: 1, verified: 2, rejected: 3 } as const;

const STANDING_OF_STATUS: Record<string, number> = {
  submitted: REALNAME.pending,
  approved: REALNAME.verified,
  rejected: REALNAME.rejected,
};
export const standingOf = (status: string) => STANDING_OF_STATUS[status] ?? REALNAME.none;

/** 110***********002X: what anyone but the operator sees of an ID number. */
export const maskId = (id: string | null) => (id ? `${id.slice(0, 3)}***********${id.slice(-4)}` : null);

/** A person's real-name application as resources/real-name.ts declares it. */
export interface RealNameRow {
  id: number;
  realName: string;
  idCard: string;
  idCardFront: string;
  idCardBack: string;
  status: string;
  reason: string | null;
  auditedAt: Date | null;
  createdAt: Date;
}

/** The person's newest application, whichever portal it was sent on, or none. */
export async function latestRealName(tx: Exec, userId: number): Promise<RealNameRow | undefined> {
  const t = resourceTables.realName!;
  const [row] = await tx.select().from(t).where(eq(t.userId, userId)).orderBy(desc(t.id)).limit(1);
  return row as RealNameRow | undefined;
}

/**
 * The enterprise's newest certification on the portal (企业认证, resources/certification.ts) and, when the operator
 * turned it down, the reason its 驳回 move wrote down.
 */
export async function latestCertification(tx: Exec, enterpriseId: number, systemId: number) {
  const t = resourceTables.certification!;
  const [row] = (await tx
    .select()
    .from(t)
    .where(and(eq(t.enterpriseId, enterpriseId), eq(t.systemId, systemId)))
    .orderBy(desc(t.id))
    .limit(1)) as Record<string, unknown>[];
  if (!row) return undefined;
  const [move] = await tx
    .select({ note: rowMoves.note, at: rowMoves.createdAt })
    .from(rowMoves)
    .where(
      and(
        eq(rowMoves.resource, "certification"),
        eq(rowMoves.rowId, row.id as number),
        inArray(rowMoves.move, ["approve", "reject"]),
      ),
    )
    .orderBy(desc(rowMoves.id))
    .limit(1);
  const note = move?.note as Record<string, { value: unknown }> | null | undefined;
  return {
    row,
    reason: row.status === "rejected" ? String(note?.reason?.value ?? "") || null : null,
    auditedAt: move?.at ?? null,
  };
}

/**
 * Per kind of certification (1 采购商, 2 供应商), where the enterprise stands on the portal: approved when any
 * approval stands, else its newest application's status (submitted, rejected, withdrawn), else null. The quote and
 * tender forms read it to say, before anything is filled, that an approval is needed or is on its way.
 */
export async function certificationRoles(
  tx: Exec,
  enterpriseId: number,
  systemId: number,
): Promise<Record<"1" | "2", string | null>> {
  const t = resourceTables.certification!;
  const rows = (await tx
    .select({ role: t.role, status: t.status })
    .from(t)
    .where(and(eq(t.enterpriseId, enterpriseId), eq(t.systemId, systemId)))
    .orderBy(desc(t.id))) as { role: number; status: string }[];
  const of = (role: number) => {
    const mine = rows.filter((r) => r.role === role && r.status !== "superseded");
    return mine.some((r) => r.status === "approved") ? "approved" : (mine[0]?.status ?? null);
  };
  return { "1": of(1), "2": of(2) };
}

/** What the caller has to show: a verified real name of its own, or an approved certification of the enterprise it acts for. */
export async function certifiedFor(tx: Exec, who: { userId: number; enterpriseId: number | null; systemId: number }) {
  const [u] = await tx.select({ state: users.realNameState }).from(users).where(eq(users.id, who.userId));
  if (u?.state === REALNAME.verified) return true;
  if (!who.enterpriseId) return false;
  const t = resourceTables.certification!;
  const [hit] = await tx
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.enterpriseId, who.enterpriseId), eq(t.systemId, who.systemId), eq(t.status, "approved")))
    .limit(1);
  return !!hit;
}

/** Where the caller certifies, for the message that refuses it. */
export const CERTIFY_HINT =
  "请先在个人中心完成实名认证（/personal/info），或在招标采购完成企业认证（/entProcurement/certifiedSupplier）";
