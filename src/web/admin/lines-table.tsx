import { Table, Tag } from "antd";
import { isNumeric, type FieldDef } from "../../core/fields";
import { FieldValue, type Row } from "./field-value";

/** What a `picks` field over these lines picked (the lines a quote won), to mark them in their own column. */
export type LinePicks = { field: FieldDef; ids: number[] };

/** The row's `picks` fields over its lines field `key` that picked something, among the fields shown. */
export const picksOver = (fields: Record<string, FieldDef>, key: string, row: Row): LinePicks[] =>
  Object.entries(fields)
    .filter(
      ([k, f]) => f.type === "picks" && f.picks === key && Array.isArray(row[k]) && (row[k] as unknown[]).length > 0,
    )
    .map(([k, f]) => ({ field: f, ids: (row[k] as unknown[]).map(Number) }));

/**
 * A `lines` field on the detail screen: the lines in the order entered, read-only; `sealed` cells say so, and
 * each of `picks` adds a column marking the lines it picked (中标).
 */
export function LinesTable({
  field,
  lines,
  sealed = [],
  picks = [],
}: {
  field: FieldDef;
  lines: Row[];
  sealed?: string[];
  picks?: LinePicks[];
}) {
  const columns = [
    {
      key: "no",
      title: "序号",
      width: 56,
      align: "center" as const,
      render: (_: unknown, __: Row, i: number) => i + 1,
    },
    ...Object.entries(field.lines ?? {})
      .filter(([, f]) => f.detail)
      .map(([key, f]) => ({
        key,
        title: f.label,
        align: isNumeric(f.type) ? ("right" as const) : ("left" as const),
        render: (_: unknown, line: Row) =>
          sealed.includes(key) ? (
            <span className="muted">截止后可见</span>
          ) : f.type === "refs" ? (
            // several rows named in one text wrap in their cell instead of widening the table past the card
            <div style={{ maxWidth: 420, whiteSpace: "normal" }}>
              <FieldValue field={f} name={key} row={line} />
            </div>
          ) : (
            <FieldValue field={f} name={key} row={line} />
          ),
      })),
    ...picks.map(({ field: p, ids }) => ({
      key: `picks-${p.label}`,
      title: p.mark ?? p.label,
      align: "center" as const,
      render: (_: unknown, line: Row) =>
        ids.includes(line.id) ? <Tag color="green">{p.mark ?? "是"}</Tag> : <span className="muted">-</span>,
    })),
  ];
  return (
    <Table<Row>
      dataSource={lines}
      columns={columns}
      rowKey="id"
      size="small"
      bordered
      pagination={false}
      scroll={{ x: "max-content" }}
    />
  );
}
