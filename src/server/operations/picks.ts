import { asc, eq } from "drizzle-orm";
import { lineTitle, type FieldDef } from "../../core/fields";
import { resourceLinesTables } from "../db/schema";
import { invalid } from "../http/errors";
import type { Values } from "../validation/payload";
import { col, type OpContext, type Row } from "./context";

type Payload = Record<string, unknown>;
/** The row's lines an action's `picks` field chooses among, per form key, each as id and title. */
export type Pickable = Record<string, { id: number; title: string }[]>;

const picksOf = (form: Record<string, FieldDef> = {}) => Object.entries(form).filter(([, f]) => f.type === "picks");

/** Whether a line may be picked: any line, or with `filled` one whose that field holds a value. */
export const pickable = (field: FieldDef, line: Record<string, unknown>) =>
  field.filled === undefined ||
  (line[field.filled] !== null && line[field.filled] !== undefined && line[field.filled] !== "");

/** The lines each `picks` field of an action's form may choose, read once from the row acted on. */
export async function pickableLines(
  ctx: OpContext,
  form: Record<string, FieldDef> | undefined,
  row: Row,
): Promise<Pickable> {
  const out: Pickable = {};
  for (const [key, field] of picksOf(form)) {
    const table = resourceLinesTables[ctx.resource.name]![field.picks!]!;
    const lines = (await ctx.tx
      .select()
      .from(table)
      .where(eq(col(table, "parentId"), row.id))
      .orderBy(asc(col(table, "position")))) as Values[];
    const lineFields = ctx.resource.fields[field.picks!]!.lines ?? {};
    out[key] = lines
      .filter((l) => pickable(field, l))
      .map((l) => ({ id: l.id as number, title: lineTitle(lineFields, l) }));
  }
  return out;
}

/**
 * A required `picks` field left out of the request picks every line of the row: awarding a quote without naming
 * lines awards all of it, as before lines could be picked. Sent empty, it is the form's 请选择. An optional one left
 * out picks none (a dispute of the statement as a whole).
 */
export const pickAllWhenAbsent = (
  payload: Payload,
  pickable: Pickable,
  form: Record<string, FieldDef> = {},
): Payload => ({
  ...Object.fromEntries(
    Object.entries(pickable)
      .filter(([key]) => form[key]?.required)
      .map(([key, lines]) => [key, lines.map((l) => l.id)]),
  ),
  ...Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== undefined)),
});

/** Every picked id must be a line of the row: a line of another row, or one removed meanwhile, is a 422 on the field. */
export function checkPicks(
  ctx: OpContext,
  form: Record<string, FieldDef> | undefined,
  values: Values,
  pickable: Pickable,
): void {
  const errors: Record<string, string> = {};
  for (const [key, field] of picksOf(form)) {
    const own = new Set(pickable[key]!.map((l) => l.id));
    if (((values[key] as number[] | null) ?? []).some((id) => !own.has(id))) {
      errors[key] =
        `${field.label}须为该${ctx.resource.label}的${ctx.resource.fields[field.picks!]!.label}，请刷新后重试`;
    }
  }
  if (Object.keys(errors).length) throw invalid(errors, Object.values(errors)[0]);
}

/** A move's note names the picked lines (猪瘟活疫苗（传代细胞源）、…), so the timeline reads without the row's lines. */
export const namePicks = (values: Values, pickable: Pickable): Values => ({
  ...values,
  ...Object.fromEntries(
    Object.entries(pickable).map(([key, lines]) => {
      const picked = (values[key] as number[] | null) ?? [];
      return [
        key,
        lines
          .filter((l) => picked.includes(l.id))
          .map((l) => l.title)
          .join("、"),
      ];
    }),
  ),
});

/** The source lines a row answers: all of them, or only those its `only` picks field names once it names any. */
export function onlyPicked<T extends Record<string, unknown>>(source: T[], picked: unknown): T[] {
  if (!Array.isArray(picked) || !picked.length) return source;
  const keep = new Set(picked.map(Number));
  return source.filter((s) => keep.has(Number(s.id)));
}
