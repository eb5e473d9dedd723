import type { FieldDef, FieldType } from "./field-def";

// What a field is lives in field-def.ts, how one is built in field-builders.ts; importers keep reading both from here.
export type { EnumOption, EnumValue, FieldDef, FieldType, PickSource } from "./field-def";
export type { EnumField, LinesField, TypedField } from "./typed-field";
export type { FieldsRow, RowOf, ValueOf } from "./row-of";
export { MAX_REFS, MAX_REGIONS, MAX_TAGS, dictionary, f, type FieldOptions } from "./field-builders";

/** Whether a field applies to a row as it stands (see `when`). */
export const applies = (f: Pick<FieldDef, "when">, row: Record<string, unknown>) =>
  !f.when || f.when.in.some((v) => String(v) === String(row[f.when!.field]));

/** Fields stored in the row's own table: every field but `lines`, whose rows live in a child table. */
export const columnEntries = (fields: Record<string, FieldDef>) =>
  Object.entries(fields).filter(([, f]) => f.type !== "lines");
export const linesEntries = (fields: Record<string, FieldDef>) =>
  Object.entries(fields).filter(([, f]) => f.type === "lines");

/**
 * How one line is named where a user picks or reads it among the row's lines: its first text field, with the
 * second in brackets when given (饲料编织袋（40kg装）), so two lines of one goods stay apart.
 */
export function lineTitle(lineFields: Record<string, FieldDef>, line: Record<string, unknown>): string {
  const [name, detail] = Object.entries(lineFields)
    .filter(([, f]) => f.type === "text")
    .map(([k]) => line[k]);
  const head = name === undefined || name === null || name === "" ? "-" : String(name);
  return detail === undefined || detail === null || detail === "" ? head : `${head}（${String(detail)}）`;
}

/** A field pointing at rows of another resource, one (`ref`) or several (`refs`). */
export const isRef = (f: FieldDef) => f.type === "ref" || f.type === "refs";

export const isNumeric = (t: FieldType) => t === "int" || t === "money" || t === "decimal";
export const isTextual = (t: FieldType) =>
  t === "text" || t === "textarea" || t === "richtext" || t === "phone" || t === "image" || t === "file";

/** Whether an enum's stored values are numbers (spec codes such as audit 0–4) or strings. */
export const enumIsNumeric = (field: FieldDef) => (field.options ?? []).every((o) => typeof o.value === "number");

export function optionLabel(field: FieldDef, value: unknown): string | undefined {
  return field.options?.find((o) => o.value === value)?.label;
}
