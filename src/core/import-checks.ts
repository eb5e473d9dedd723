import { formFields, type Resource } from "./define-resource";
import { declaredUniqueRules } from "./unique-rules";

const TENANT_COLUMNS = ["enterpriseId", "systemId"];
/** Types whose value a person types into a cell and reads back unchanged, so it can name a row. */
const KEY_TYPES = ["text", "phone"];

/**
 * The field an import matches existing rows on: the declared `importKey`, else the one field of a `unique` or `uniqueBy`
 * that counts every row (no `ignoring`) beside the tenant columns (a maker's 厂家名称 per portal); undefined when neither.
 */
export function importKeyOf(r: Resource): string | undefined {
  if (r.importKey !== undefined) return r.importKey;
  const rule = declaredUniqueRules(r).find(
    (u) => !u.ignoring.length && u.keys.filter((k) => !TENANT_COLUMNS.includes(k)).length === 1,
  );
  return rule?.keys.find((k) => !TENANT_COLUMNS.includes(k));
}

/** What is wrong with a resource's natural key, each naming the fix, for the start-up check. */
export function importProblems(r: Resource): string[] {
  const out: string[] = [];
  const key = importKeyOf(r);
  const field = key === undefined ? undefined : r.fields?.[key];
  if (r.endpoints?.import && key === undefined) {
    out.push(
      `imports rows but names no natural key, so a re-imported export would add every row again: declare importKey (a form field naming one row, like 工厂编码) or a unique on one field`,
    );
  }
  if (r.importKey !== undefined && !r.endpoints?.import)
    out.push(`declares importKey "${r.importKey}" but imports nothing: drop importKey or add endpoints.import`);
  if (key !== undefined && r.endpoints?.import) {
    if (!field) out.push(`importKey "${key}" is not a field`);
    else if (!formFields(r).some(([k]) => k === key) || !field.detail)
      out.push(`importKey "${key}" must be a form field the export writes (not readonly, detail shown)`);
    else if (!KEY_TYPES.includes(field.type) || field.when)
      out.push(
        `importKey "${key}" must be a text field that every row may hold, not a ${field.type}${field.when ? " shown only when" : ""}`,
      );
  }
  return out;
}
