import { Checkbox, InputNumber, Table } from "antd";
import type { FieldDef } from "../../core/fields";
import { FieldValue, type Row } from "../admin/field-value";

type Picked = Record<string, unknown>;

/**
 * A lines field filled by picking the source row's lines (退货明细 from the order's goods): a checkbox per line, which
 * starts its quantity at all the line holds, and the quantity, at most that; the other columns are the source line's.
 * The value is the picked lines as sent: `{ [key]: line id, [quantity]: how many }`.
 */
export function SourceLinesInput({
  field,
  lines,
  pick,
  held,
  value = [],
  onChange,
}: {
  field: FieldDef;
  lines: Row[];
  pick: { key: string; quantity: string };
  /** The source's label for how many a line holds (订单数量). */
  held: string;
  value?: Picked[];
  onChange?: (value: Picked[]) => void;
}) {
  const columns = Object.entries(field.lines ?? {}).filter(
    ([k, f]) => f.detail && k !== pick.key && k !== pick.quantity,
  );
  const nameKey = columns.find(([, f]) => f.type === "text")?.[0];
  const countOf = (line: Row) => Number(value.find((v) => v[pick.key] === line.id)?.[pick.quantity] ?? 0);
  const set = (line: Row, n: number) =>
    onChange?.(
      [
        ...value.filter((v) => v[pick.key] !== line.id),
        ...(n > 0 ? [{ [pick.key]: line.id, [pick.quantity]: n }] : []),
      ].sort((a, b) => Number(a[pick.key]) - Number(b[pick.key])),
    );
  const quantity = field.lines![pick.quantity]!;
  return (
    <Table<Row>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={lines}
      columns={[
        {
          key: "pick",
          width: 40,
          render: (_, l) => (
            <Checkbox
              aria-label={`选择 ${String(l[nameKey ?? "id"])}`}
              checked={countOf(l) > 0}
              onChange={(e) => set(l, e.target.checked ? Number(l.quantity) : 0)}
            />
          ),
        },
        ...columns.map(([k, f]) => ({
          key: k,
          title: f.label,
          render: (_: unknown, l: Row) => <FieldValue field={f} name={k} row={l} />,
        })),
        { key: "held", title: held, render: (_, l) => String(l.quantity) },
        {
          key: "quantity",
          title: quantity.label,
          render: (_, l) => (
            <InputNumber
              aria-label={`${String(l[nameKey ?? "id"])} ${quantity.label}`}
              min={0}
              max={Number(l.quantity)}
              precision={0}
              value={countOf(l)}
              onChange={(v) => set(l, Number(v ?? 0))}
            />
          ),
        },
      ]}
    />
  );
}
