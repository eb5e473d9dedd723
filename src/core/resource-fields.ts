import type { Resource } from "./define-resource";
import type { FieldDef } from "./fields";

/** Fields the engine adds to every row; a resource may not declare them. */
export const SYSTEM_FIELDS = ["id", "enterpriseId", "systemId", "userId", "createdAt", "updatedAt"] as const;

export const fieldEntries = (r: Resource) => Object.entries(r.fields);
export const tableFields = (r: Resource) => fieldEntries(r).filter(([, f]) => f.table);
export const searchFields = (r: Resource) => fieldEntries(r).filter(([, f]) => f.search);
export const formFields = (r: Resource) => fieldEntries(r).filter(([, f]) => f.form && !f.readonly);
/** The form's steps with their fields; a resource without steps is one untitled step of all its form fields. */
export const formSteps = (r: Resource): { title: string; fields: [string, FieldDef][] }[] =>
  r.steps?.map((s) => ({ title: s.title, fields: s.fields.map((k) => [k, r.fields[k]!] as [string, FieldDef]) })) ?? [
    { title: "", fields: formFields(r) },
  ];
export const detailFields = (r: Resource) => fieldEntries(r).filter(([, f]) => f.detail);
/** The columns of an export's first sheet: the detail fields but lines and the lines picked from them, which go on the lines' own sheets. */
export const rowSheetFields = (r: Resource) =>
  detailFields(r).filter(([, f]) => f.type !== "lines" && f.type !== "picks");
