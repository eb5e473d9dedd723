import type { Resource } from "../../src/core/define-resource";
import { applies } from "../../src/core/fields";
import { canDeleteIn } from "../../src/core/flows/transition";
import { declaredUniqueRules } from "../../src/core/unique-rules";
import { freshCreditCode, validLine, validValue, type LineRefs } from "./field-values";

/** Rows that lines answer (a tender and its lines), by `resource:id`, as refIdsFor made them. */
export const sourceLines = new Map<string, Record<string, unknown>>();

/** Lines answering the referenced row's lines one for one, each with valid values of its own fields. */
function answeringLines(r: Resource, key: string, refIds: Record<string, number>, variant = 0) {
  const field = r.fields[key]!;
  const from = field.from!;
  const source = sourceLines.get(`${r.fields[from.ref]!.ref}:${refIds[from.ref]}`);
  if (!source) throw new Error(`${r.name}.${key} answers the lines of ${from.ref}: make that row with refIdsFor first`);
  return (source[from.lines] as { id: number }[]).map((line, i) => ({
    sourceLineId: line.id,
    ...validLine(field, i, variant, lineRefsFrom(key, refIds)),
  }));
}

/** The refs of one lines field's lines, from the ids refIdsFor found for them (`floors.goodsIds`). */
export const lineRefsFrom =
  (key: string, refIds: Record<string, number>): LineRefs =>
  (child, f) => {
    const id = refIds[`${key}.${child}`];
    if (id === undefined) throw new Error(`no id for ${key}.${child}: make the payload's refs with refIdsFor`);
    return f.type === "refs" ? [id] : id;
  };

/**
 * A valid create payload: every writable field, required refs from `refIds`, optional refs left out.
 * Optional fields with `examples` are left out too: examples hold for the demo seller, and
 * these payloads are also sent as other enterprises.
 */
export function samplePayload(r: Resource, refIds: Record<string, number> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  Object.entries(r.fields).forEach(([key, field], i) => {
    if (field.readonly) return;
    // optional picks of existing rows, or of a category path (the server files the goods under its 商品类目), are left out
    if (
      !field.required &&
      (field.type === "ref" ||
        field.type === "refs" ||
        field.examples !== undefined ||
        (field.type === "text" && field.tree))
    )
      return;
    out[key] =
      field.type === "ref"
        ? refIds[key]
        : field.type === "refs"
          ? [refIds[key]]
          : field.from
            ? answeringLines(r, key, refIds)
            : validValue(field, i, 0, lineRefsFrom(key, refIds));
  });
  // a field for another case than the one chosen (a 折扣 coupon's rate on a 满减 one) is left out, as the form leaves it
  for (const [key, field] of Object.entries(r.fields)) if (!applies(field, out)) delete out[key];
  // a registration number a rule keeps one row of per tenant is a fresh one each time, as each row names another party
  for (const key of declaredUniqueRules(r).flatMap((u) => u.keys))
    if (key in out && r.fields[key]?.checksum === "creditCode") out[key] = freshCreditCode();
  return out;
}

/** How to get rid of a fresh row: delete it, first moving it into a deletable state if needed. */
export function removalPlan(r: Resource): { before?: string; finalAction?: string } {
  const initial = r.flow?.initial;
  if (!r.endpoints.delete) {
    // the owner's own action: one another party runs (an audit) is not the owner's to take
    const off = Object.entries(r.actions ?? {}).find(
      ([, a]) => initial !== undefined && a.by === undefined && a.from.includes(initial),
    );
    return { finalAction: off?.[0] };
  }
  if (canDeleteIn(r, initial)) return {};
  const step = Object.entries(r.actions ?? {}).find(([, a]) => a.from.includes(initial!) && canDeleteIn(r, a.to));
  return { before: step?.[0] };
}
