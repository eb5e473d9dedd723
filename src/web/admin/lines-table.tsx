import { Table } from "antd";
import { isNumeric, type FieldDef } from "../../core/fields";
import { FieldValue, type Row } from "./field-value";

/** A `lines` field on the detail screen: the lines in the order entered, read-only; `sealed` cells say so. */
export function LinesTable({ field, lines, sealed = [] }: { field: FieldDef; lines: Row[]; sealed?: string[] }) {
  const columns = [
    { key: "no", title: "序号", width: 56, align: "center" as const, render: (_: unknown, __: Row, i: number) => i + 1 },
    ...Object.entries(field.lines ?? {}).map(([key, f]) => ({
      key,
      title: f.label,
      align: isNumeric(f.type) ? ("right" as const) : ("left" as const),
      render: (_: unknown, line: Row) => (sealed.includes(key) ? <span className="muted">截止后可见</span> : <FieldValue field={f} name={key} row={line} />),
    })),
  ];
  return <Table<Row> dataSource={lines} columns={columns} rowKey="id" size="small" bordered pagination={false} scroll={{ x: "max-content" }} />;
}
