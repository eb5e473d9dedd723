import { inArray } from "drizzle-orm";
import type { SealDef } from "../../core/define-resource";
import { enterprises } from "../db/schema";
import { certifiedAmong } from "../hooks/business-role";
import { col, tableOf, type OpContext, type Row } from "./context";
import { nowMs } from "../clock";

type ApiRow = Record<string, unknown> & { id: number };

/** The seal of the call's audience, if it keeps fields back. */
const sealOf = (ctx: OpContext): SealDef | undefined => ctx.audience?.sealed;

/** Top-level fields a call may never filter or sort on: a sort by a sealed price would rank the sealed prices. */
export function sealedKeys(ctx: OpContext): Set<string> {
  return new Set((sealOf(ctx)?.fields ?? []).map((p) => p.split(".")[0]!));
}

/**
 * Ids of the referenced rows that open the seal: their `passed` datetime lies behind us, or they hold one
 * of the `open` values (a tender finished early; an enquiry, whose prices show as they come).
 */
async function openRefs(ctx: OpContext, seal: SealDef, refIds: number[]): Promise<Set<number>> {
  if (!refIds.length) return new Set();
  const target = ctx.registry.byName(ctx.resource.fields[seal.ref]!.ref!);
  const table = tableOf(target);
  const keys = [seal.passed, ...Object.keys(seal.open ?? {})].filter((k): k is string => !!k);
  const rows = await ctx.tx
    .select({ id: col(table, "id"), ...Object.fromEntries(keys.map((k) => [k, col(table, k)])) })
    .from(table)
    .where(inArray(col(table, "id"), refIds));
  const now = nowMs();
  const open = rows.filter((row: Record<string, unknown>) => {
    const at = seal.passed ? row[seal.passed] : undefined;
    if (at instanceof Date && at.getTime() <= now) return true;
    return Object.entries(seal.open ?? {}).some(([k, values]) => values.includes(row[k] as string | number));
  });
  return new Set(open.map((row) => row.id as number));
}

/** Whether each row's seal is open, by row id. */
export async function sealOpen(
  ctx: OpContext,
  rows: Record<string, unknown>[],
): Promise<(row: Record<string, unknown>) => boolean> {
  const seal = sealOf(ctx);
  if (!seal) return () => true;
  const open = await openRefs(ctx, seal, [
    ...new Set(rows.map((r) => r[seal.ref]).filter((v): v is number => typeof v === "number")),
  ]);
  return (row) => open.has(row[seal.ref] as number);
}

/**
 * Blanks the sealed fields of every row whose seal is still closed, in its lines too, and marks the row
 * `sealed: true` so a screen can say when they will show. Runs on every row an audience call returns.
 */
export async function applySeal<T extends ApiRow>(ctx: OpContext, rows: T[]): Promise<T[]> {
  const seal = sealOf(ctx);
  if (!seal) return rows;
  const isOpen = await sealOpen(ctx, rows);
  return rows.map((row) => {
    if (isOpen(row)) return { ...row, sealed: false };
    const out: Record<string, unknown> = { ...row, sealed: true };
    for (const path of seal.fields) {
      const [key, child] = path.split(".") as [string, string | undefined];
      if (child === undefined) out[key] = null;
      else if (Array.isArray(out[key]))
        out[key] = (out[key] as Record<string, unknown>[]).map((line) => ({ ...line, [child]: null }));
    }
    return out as T;
  });
}

/**
 * What an audience call adds to the rows it returns: the name of the enterprise each row belongs to (a
 * supplier deals with 绿野饲料, a purchaser compares 康牧 with 丰收), then the seal. The owner's own calls get
 * the rows as they are.
 */
export async function forAudience<T extends ApiRow>(ctx: OpContext, raw: Row[], rows: T[]): Promise<T[]> {
  if (!ctx.audience) return rows;
  const ids = [...new Set(raw.map((r) => r.enterpriseId).filter((v): v is number => typeof v === "number"))];
  const names = new Map(
    ids.length
      ? (
          await ctx.tx
            .select({ id: enterprises.id, name: enterprises.name })
            .from(enterprises)
            .where(inArray(enterprises.id, ids))
        ).map((e) => [e.id, e.name])
      : [],
  );
  const owner = new Map(raw.map((r) => [r.id, names.get(r.enterpriseId as number) ?? null]));
  // an invited reader learns that the row is invitation-only, never who else was invited
  const key = ctx.audience.inviteOnly;
  const invited = new Set(
    key === undefined
      ? []
      : raw.filter((r) => Array.isArray(r[key]) && (r[key] as unknown[]).length > 0).map((r) => r.id),
  );
  // whether the answering enterprise is certified for what it answers as (a quoter as 供应商), read now, never stored
  const kind = ctx.audience.party?.certified;
  const certified = kind ? await certifiedAmong(ctx.tx, ids, ctx.caller.systemId, kind) : undefined;
  const standing = (row: Row) => (certified ? { certified: certified.has(row.enterpriseId as number) } : {});
  const byId = new Map(raw.map((r) => [r.id, r]));
  return applySeal(
    ctx,
    rows.map((row) => ({
      ...row,
      enterpriseName: owner.get(row.id) ?? null,
      ...standing(byId.get(row.id)!),
      ...(key === undefined ? {} : { invited: invited.has(row.id) }),
    })),
  );
}
