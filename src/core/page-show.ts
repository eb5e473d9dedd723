import { tableFields, type Resource } from "./define-resource";

/**
 * The columns of a generated list a user may hide in 列设置 (spec "page show info and change"), with their labels:
 * every column but the title, which names the row and carries its links, and 操作.
 */
export function hideableColumns(r: Resource): { key: string; label: string }[] {
  const fields = tableFields(r)
    .filter(([key]) => key !== r.titleField)
    .map(([key, f]) => ({ key, label: f.label }));
  return r.created ? [...fields, { key: "createdAt", label: r.created }] : fields;
}
