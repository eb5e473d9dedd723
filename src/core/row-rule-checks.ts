import type { Resource } from "./define-resource";
import { CALLER_VALUES } from "./row-rules";

/** What is wrong with a resource's row rules (`unique`, `numbered`, `fromCaller`, `onePer`), for the start-up check. */
export function rowRuleProblems(r: Resource): string[] {
  const out: string[] = [];
  const fields = r.fields ?? {};
  const column = (k: string) => fields[k] !== undefined && fields[k]!.type !== "lines";
  for (const u of r.unique ?? []) {
    if (!u.fields.length) out.push("unique names no fields: list the fields no two rows may hold alike");
    for (const k of u.fields.filter((k) => !column(k)))
      out.push(`unique names "${k}", which is not a field with a column`);
    if (!u.message)
      out.push(`unique on ${u.fields.join("+")} has no message: say in Chinese what the second row is refused for`);
  }
  if (r.numbered) {
    const { field, prefix } = r.numbered;
    if (fields[field]?.type !== "text" || !fields[field]!.readonly)
      out.push(`numbered "${field}" must name a readonly text field, which the server alone writes`);
    if (typeof prefix === "string" && !/^[A-Z]+$/.test(prefix))
      out.push(`numbered prefix "${prefix}" must be capital letters, like "RZ"`);
    if (typeof prefix !== "string") {
      const codes = (fields[prefix.field]?.type === "enum" ? (fields[prefix.field]!.options ?? []) : []).map((o) =>
        String(o.value),
      );
      if (!codes.length || codes.some((c) => !/^[A-Z]+$/.test(c) || c.length !== codes[0]!.length)) {
        out.push(
          `numbered prefix field "${prefix.field}" must be an enum whose values are capital letters of one length (ZB, XJ), so they share one sequence`,
        );
      }
    }
  }
  for (const [k, value] of Object.entries(r.fromCaller ?? {})) {
    if (!fields[k]?.readonly)
      out.push(
        `fromCaller "${k}" must name a readonly field: the server writes it from the caller, the form never does`,
      );
    if (!CALLER_VALUES.includes(value))
      out.push(`fromCaller "${k}" takes "${value}", which is none of ${CALLER_VALUES.join(", ")}`);
  }
  if (r.onePer && fields[r.onePer.flag]?.type !== "bool")
    out.push(`onePer flag "${r.onePer.flag}" must name a bool field, the mark one row holds`);
  return out;
}
