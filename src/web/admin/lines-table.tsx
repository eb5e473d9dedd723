import { Table } from "antd";
import { isNumeric, type FieldDef } from "../../core/fields";
import { FieldValue, type Row } from "./field-value";

/** A `lines` field on the detail screen: the lines in the order entered, read-only. */
export function LinesTable({ field, lines }: { field: FieldDef; lines: Row[] }) {
  const columns = [
    { key: "no", title: "序号", width: 56, align: "center" as const, render: (_: unknown, __: Row, i: number) => i + 1 },
    ...Object.entries(field.lines ?? {}).map(([key, f]) => ({
      key,
      title: f.label,
      align: isNumeric(f.type) ? ("right" as const) : ("left" as const),
      render: (_: unknown, line: Row) => <FieldValue field={f} name={key} row={line} />,
    })),
  ];
  return <Table<Row> dataSource={lines} columns={columns} rowKey="id" size="small" bordered pagination={false} scroll={{ x: "max-content" }} />;
}
