import type { Resource } from "../../src/core/define-resource";
import type { FieldDef } from "../../src/core/fields";
import { canDeleteIn } from "../../src/core/flows/transition";

let serial = 0;

/** A valid value for a field, from its declaration alone (refs come from `refIds`). */
export function sampleValue(key: string, field: FieldDef, index: number, refIds: Record<string, number>): unknown {
  serial += 1;
  switch (field.type) {
    case "text":
    case "textarea":
      return `测试${field.label}${serial}`.slice(0, field.max ?? 100);
    case "image":
      return `/uploads/sample-${serial}.png`;
    case "phone":
      return `139${String(10_000_000 + ((serial * 7919 + Date.now()) % 89_999_999)).slice(0, 8)}`;
    case "int":
      return Math.min(Math.max(field.min ?? 0, 5), field.max ?? 5);
    case "money":
      return Math.max(field.min ?? 0, 12.5);
    case "decimal":
      return Math.max(field.min ?? 0, 3.25);
    case "enum":
      return field.options![0]!.value;
    case "bool":
      return true;
    case "date":
      return "2026-12-01";
    case "datetime":
      // later fields get later times, so an end always follows its start
      return new Date(Date.UTC(2026, 11, 1 + index, 8)).toISOString();
    case "ref":
      return refIds[key];
  }
}

/**
 * Values a declaration cannot imply because a server hook checks them against other data: a price
 * scheme names real buyer enterprises, and its goods lines must be codes of whichever seller creates
 * it, so samples leave them out (undefined = not sent).
 */
const SEEDED_VALUES: Record<string, Record<string, unknown>> = {
  priceScheme: { buyerEnterprises: "丰收牧业合作社", goodsPrices: undefined },
};

/** A valid create payload: every writable field, required refs from `refIds`, optional refs left out. */
export function samplePayload(r: Resource, refIds: Record<string, number> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = { ...SEEDED_VALUES[r.name] };
  Object.entries(r.fields).forEach(([key, field], i) => {
    if (field.readonly || key in out) return;
    if (field.type === "ref" && !field.required) return;
    out[key] = sampleValue(key, field, i, refIds);
  });
  for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key];
  return out;
}

/** How to get rid of a fresh row: delete it, first moving it into a deletable state if needed. */
export function removalPlan(r: Resource): { before?: string; finalAction?: string } {
  const initial = r.flow?.initial;
  if (!r.endpoints.delete) {
    const off = Object.entries(r.actions ?? {}).find(([, a]) => initial !== undefined && a.from.includes(initial));
    return { finalAction: off?.[0] };
  }
  if (canDeleteIn(r, initial)) return {};
  const step = Object.entries(r.actions ?? {}).find(([, a]) => a.from.includes(initial!) && canDeleteIn(r, a.to));
  return { before: step?.[0] };
}
