import { Table, Tag, Typography } from "antd";
import { linesEntries, type FieldDef } from "../../core/fields";
import type { Answering } from "./answers";
import { CertifiedTag } from "./certified-tag";
import { FieldValue, formatMoney, type Row } from "./field-value";
import { picksOver } from "./lines-table";

type Line = Row & { sourceLineId: number };

/**
 * 比价表: the answered row's lines down the side, one column group per answering enterprise, the lowest
 * price of each line marked, each answer's total at the foot. Built from answers whose lines answer the
 * row's lines (`from`), so any such pair of resources gets one.
 */
export function AnswerComparison({ answering, rows }: { answering: Answering; rows: Row[] }) {
  const entry = linesEntries(answering.resource.fields).find(
    ([k, f]) => f.from && answering.audience.fields.includes(k),
  );
  if (!entry) return null;
  const [key, field] = entry;
  const lineFields = field.lines ?? {};
  const goods = Object.entries(lineFields).filter(([, f]) => f.readonly);
  const price = Object.entries(lineFields).find(([, f]) => f.type === "money" && !f.readonly);
  const others = Object.entries(lineFields).filter(([k, f]) => !f.readonly && k !== price?.[0] && f.type !== "text");
  // the lines each answer won (a picks field over these lines) are marked in its cells
  const read = Object.fromEntries(
    Object.entries(answering.resource.fields).filter(([k]) => answering.audience.fields.includes(k)),
  );
  const marks = (answer: Row, line: Line | undefined) =>
    line ? picksOver(read, key, answer).filter((p) => p.ids.includes(line.id)) : [];
  // what each answer says beside its lines (报价说明, 报价附件), side by side at the foot
  const notes = Object.entries(answering.resource.fields).filter(
    ([k, f]) => (f.type === "textarea" || f.type === "file") && answering.audience.fields.includes(k),
  );
  const total = Object.entries(answering.resource.fields).find(
    ([k, f]) => f.type === "money" && f.readonly && answering.audience.fields.includes(k),
  );
  const first = (rows[0]?.[key] as Line[] | undefined) ?? [];
  const cell = (answer: Row, sourceLineId: number) =>
    ((answer[key] as Line[] | undefined) ?? []).find((l) => l.sourceLineId === sourceLineId);
  const lowest = (sourceLineId: number) =>
    price ? Math.min(...rows.map((a) => Number(cell(a, sourceLineId)?.[price[0]] ?? Infinity))) : undefined;
  const value = (f: FieldDef, k: string, line: Row | undefined) =>
    line ? <FieldValue field={f} name={k} row={line} /> : "-";

  const columns = [
    {
      key: "no",
      title: "序号",
      width: 56,
      align: "center" as const,
      fixed: "left" as const,
      render: (_: unknown, __: Line, i: number) => i + 1,
    },
    ...goods.map(([k, f]) => ({ key: k, title: f.label, render: (_: unknown, l: Line) => value(f, k, l) })),
    ...rows.map((answer) => ({
      key: `a${answer.id}`,
      title: answering.audience.party?.certified ? (
        <span>
          {String(answer.enterpriseName ?? answer.id)} <CertifiedTag certified={answer.certified} />
        </span>
      ) : (
        String(answer.enterpriseName ?? answer.id)
      ),
      children: [
        ...(price
          ? [
              {
                key: `a${answer.id}-p`,
                title: price[1].label,
                align: "right" as const,
                render: (_: unknown, l: Line) => {
                  const c = cell(answer, l.sourceLineId);
                  const v = c?.[price[0]];
                  if (v === undefined || v === null) return "-";
                  return (
                    <span className={Number(v) === lowest(l.sourceLineId) ? "lowest-price" : undefined}>
                      {formatMoney(Number(v))}
                      {Number(v) === lowest(l.sourceLineId) && rows.length > 1 && (
                        <Tag color="green" style={{ marginLeft: 6 }}>
                          最低
                        </Tag>
                      )}
                      {marks(answer, c).map((p) => (
                        <Tag key={p.field.label} color="gold" style={{ marginLeft: 6 }}>
                          {p.field.mark ?? p.field.label}
                        </Tag>
                      ))}
                    </span>
                  );
                },
              },
            ]
          : []),
        ...others.map(([k, f]) => ({
          key: `a${answer.id}-${k}`,
          title: f.label,
          render: (_: unknown, l: Line) => value(f, k, cell(answer, l.sourceLineId)),
        })),
      ],
    })),
  ];
  return (
    <div className="answer-comparison">
      <Typography.Title level={5}>比价表</Typography.Title>
      <Table<Line>
        rowKey="sourceLineId"
        size="small"
        bordered
        dataSource={first}
        columns={columns}
        pagination={false}
        scroll={{ x: "max-content" }}
        summary={() => (
          <>
            {total && (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={1 + goods.length}>
                  <Typography.Text strong>{total[1].label}</Typography.Text>
                </Table.Summary.Cell>
                {rows.map((answer, i) => (
                  <Table.Summary.Cell
                    key={answer.id}
                    index={2 + goods.length + i}
                    colSpan={(price ? 1 : 0) + others.length}
                    align="right"
                  >
                    <Typography.Text strong>
                      {answer[total[0]] === null || answer[total[0]] === undefined
                        ? "-"
                        : formatMoney(Number(answer[total[0]]))}
                    </Typography.Text>
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            )}
            {notes.map(([k, f]) => (
              <Table.Summary.Row key={k}>
                <Table.Summary.Cell index={0} colSpan={1 + goods.length}>
                  <Typography.Text strong>{f.label}</Typography.Text>
                </Table.Summary.Cell>
                {rows.map((answer, i) => (
                  <Table.Summary.Cell
                    key={answer.id}
                    index={2 + goods.length + i}
                    colSpan={(price ? 1 : 0) + others.length}
                  >
                    <FieldValue field={f} name={k} row={answer} />
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            ))}
          </>
        )}
      />
    </div>
  );
}
