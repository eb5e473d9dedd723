import { inArray, isNotNull } from "drizzle-orm";
import type { Registry } from "../../core/registry";
import type { Exec } from "../db/client";
import { fileUploads } from "../db/schema";
import type { FieldDef } from "../../core/fields";
import { invalid } from "../http/errors";
import type { Values } from "../validation/payload";
import { col, hasColumn, tableOf, type OpContext, type Row } from "./context";

export const NOT_YOURS = "只能使用本企业上传的文件，请重新上传";

/**
 * A row names only files its own party uploaded, or those it names already: the name of another enterprise's file
 * (a seeded contract, a tender document read through an audience) is refused on its field, so putting a name on a
 * row of one's own never makes that file readable (the download follows the rows holding it). A name no upload
 * recorded names no file (its download answers 404) and passes.
 */
export async function checkFileOwners(
  ctx: OpContext,
  fields: Record<string, FieldDef>,
  values: Values,
  current?: Row,
): Promise<void> {
  const named = Object.entries(fields).flatMap(([key, f]) => {
    const name = values[key];
    return f.type === "file" && typeof name === "string" && name !== current?.[key] ? [[key, name] as const] : [];
  });
  if (!named.length) return;
  const records = await ctx.tx
    .select()
    .from(fileUploads)
    .where(
      inArray(
        fileUploads.name,
        named.map(([, name]) => name),
      ),
    );
  const { userId, enterpriseId } = ctx.caller;
  const foreign = new Set(
    records.filter((u) => u.userId !== userId && u.enterpriseId !== enterpriseId).map((u) => u.name),
  );
  const errors = Object.fromEntries(named.filter(([, name]) => foreign.has(name)).map(([key]) => [key, NOT_YOURS]));
  if (Object.keys(errors).length) throw invalid(errors, NOT_YOURS);
}

/**
 * Records the files the rows already name as their enterprise's uploads: the demo seed's documents, and what a
 * database held before uploads were recorded (migration 0043 does the same in SQL).
 */
export async function recordRowFiles(tx: Exec, registry: Registry): Promise<void> {
  for (const r of registry.resources) {
    const table = tableOf(r);
    if (!hasColumn(table, "enterpriseId")) continue;
    for (const [key, f] of Object.entries(r.fields)) {
      if (f.type !== "file") continue;
      const rows = await tx
        .select({ name: col(table, key), enterpriseId: col(table, "enterpriseId") })
        .from(table)
        .where(isNotNull(col(table, key)));
      if (rows.length)
        await tx
          .insert(fileUploads)
          .values(rows.map((x) => ({ name: String(x.name), enterpriseId: Number(x.enterpriseId) })))
          .onConflictDoNothing();
    }
  }
}
