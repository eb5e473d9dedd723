import { useOne } from "@refinedev/core";
import { Descriptions, Form } from "antd";
import type { FieldDef } from "../../core/fields";
import { FieldValue, type Row } from "./field-value";
import { useRegistry } from "../registry-context";

/**
 * What the picked row says, under a `brief` ref's picker (a bid's 交货区域, 交货日期, 竞价标签 and deadline before a
 * seller offers): the fields its audience reads, or the row's own, but its title and lines (the form shows those).
 */
export function RefBrief({ name, field }: { name: string; field: FieldDef }) {
  const registry = useRegistry();
  const form = Form.useFormInstance();
  const id = Form.useWatch(name, form) as number | undefined;
  const target = registry.byName(field.ref!);
  const { query } = useOne<Row>({
    resource: target.name,
    id: id ?? "",
    queryOptions: { enabled: Boolean(id) },
    ...(field.via ? { meta: { audience: field.via } } : {}),
  });
  const row = id ? query.data?.data : undefined;
  if (!row) return null;
  const keys = field.via ? target.audiences![field.via]!.fields : Object.keys(target.fields);
  const shown = keys.filter(
    (k) =>
      k !== target.titleField && target.fields[k] && target.fields[k]!.type !== "lines" && target.fields[k]!.detail,
  );
  return (
    <Descriptions
      className="ref-brief"
      size="small"
      bordered
      column={{ xs: 1, md: 2 }}
      style={{ marginBottom: 24 }}
      items={shown.map((k) => ({
        key: k,
        label: target.fields[k]!.label,
        children: <FieldValue field={target.fields[k]!} name={k} row={row} />,
      }))}
    />
  );
}
