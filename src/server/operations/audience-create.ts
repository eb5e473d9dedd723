import { and, asc, eq, inArray } from "drizzle-orm";
import type { AudienceDef, Resource } from "../../core/define-resource";
import { requiredMessage } from "../../core/field-rules";
import { ownSourceMessage } from "../../core/readable-source";
import { createView, enterpriseOnlyMessage, ownColumnOf } from "../../core/user-rows";
import { resourceLinesTables } from "../db/schema";
import { invalid, notFound } from "../http/errors";
import { OTHER_IDENTITY } from "../mall/purchase-grant";
import { col, tableOf, type OpContext, type Row } from "./context";
import { createRow, getRow } from "./crud";
import { snapshotOf } from "./create-snapshot";
import { parseIds } from "./list";
import { meetsRequires } from "./requires";

type Payload = Record<string, unknown>;

/** The source row the caller creates against: its own, or one it may read; else 404. */
async function sourceOf(ctx: OpContext, r: Resource, audience: AudienceDef, payload: Payload): Promise<Row> {
  const { from, ownedBy, readable } = audience.create!;
  const field = r.fields[from]!;
  const raw = payload[from];
  if (raw === undefined || raw === null || raw === "") throw invalid({ [from]: requiredMessage(field) });
  const [id] = parseIds(Array.isArray(raw) ? "" : (raw as string), from);
  const target = ctx.registry.byName(field.ref!);
  const table = tableOf(target);
  const mine = eq(col(table, "systemId"), ctx.caller.systemId);
  if (!readable) {
    // locked first: two applications racing on one order queue here, and the second sees the first
    const [source] = (await ctx.tx
      .select()
      .from(table)
      .where(and(eq(col(table, "id"), id!), eq(col(table, ownedBy!), ctx.caller.userId), mine))
      .for("update")) as Row[];
    if (!source) throw notFound();
    return source;
  }
  const holds = Object.entries(readable.where).map(([k, v]) =>
    Array.isArray(v) ? inArray(col(table, k), [...v]) : eq(col(table, k), v),
  );
  const [source] = (await ctx.tx
    .select()
    .from(table)
    .where(and(eq(col(table, "id"), id!), mine, ...holds))) as Row[];
  // a row whose tenant no longer meets its resource's requirement (a closed shop's goods) is not offered either
  const tenant = { ...ctx.caller, enterpriseId: Number(source?.enterpriseId) };
  if (!source || !(await meetsRequires(ctx.tx, ctx.registry, target, tenant))) throw notFound();
  if (ctx.caller.enterpriseId && source.enterpriseId === ctx.caller.enterpriseId) {
    const message = ownSourceMessage(target, audience.create!);
    throw invalid({ [from]: message }, message);
  }
  return source;
}

/** The source's line the caller chose (`create.choose`): its id and the columns copied from it; 422 for another. */
async function chosenLine(ctx: OpContext, r: Resource, audience: AudienceDef, source: Row, payload: Payload) {
  const choose = audience.create!.choose;
  if (!choose) return {};
  const sourceName = r.fields[audience.create!.from]!.ref!;
  const lines = resourceLinesTables[sourceName]![choose.lines]!;
  const held = (await ctx.tx
    .select()
    .from(lines)
    .where(eq(lines.parentId, source.id))
    .orderBy(asc(lines.position))) as Row[];
  const raw = payload[choose.field];
  const wanted = raw === undefined || raw === null || raw === "" ? undefined : Number(raw);
  const line = wanted === undefined && held.length === 1 ? held[0] : held.find((l) => l.id === wanted);
  if (!line) {
    const label = r.fields[choose.field]!.label;
    throw invalid({ [choose.field]: wanted === undefined ? `请选择${label}` : `${label}不存在，请重新选择` });
  }
  const copied = Object.entries(choose.copies ?? {}).map(([to, from]) => [to, line[from] ?? null]);
  return { [choose.field]: line.id, ...Object.fromEntries(copied) };
}

/**
 * An audience's create (src/core/user-rows.ts): the row belongs to the source row's tenant, the caller is its owner,
 * `copies` come from the source row and `snapshot` from the rows the caller picked, the caller's fields pass their
 * declared rules and the resource's hooks; the move is logged under the create's label, so the owning tenant is told
 * and its webhook hears of it as of any create. Answers the row as the audience reads it.
 */
export async function createAsAudience(ctx: OpContext, r: Resource, name: string, payload: Payload) {
  const audience = r.audiences![name]!;
  const create = audience.create!;
  if (create.caller === "enterprise" && !ctx.caller.enterpriseId) {
    const message = enterpriseOnlyMessage(create);
    throw invalid({ [create.from]: message }, message);
  }
  const source = await sourceOf(ctx, r, audience, payload);
  if (create.identity !== undefined && Number(source[create.identity] ?? 0) !== ctx.caller.enterpriseId)
    throw invalid({ id: OTHER_IDENTITY }, OTHER_IDENTITY);
  const copies = Object.fromEntries(
    Object.entries(create.copies ?? {}).map(([to, from]) => [to, source[from] ?? null]),
  );
  const given = {
    enterpriseId: source.enterpriseId,
    systemId: source.systemId,
    [ownColumnOf(audience)!]: ctx.caller.userId,
    [create.from]: source.id,
    ...copies,
    ...(await chosenLine(ctx, r, audience, source, payload)),
    ...(await snapshotOf(ctx, r, create, payload)),
  };
  const made = await createRow(
    { tx: ctx.tx, caller: ctx.caller, resource: createView(r, audience), table: ctx.table, registry: ctx.registry },
    payload,
    { given, label: create.label },
  );
  return getRow(ctx, { id: (made as Row).id });
}
