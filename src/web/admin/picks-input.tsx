import { useOne } from "@refinedev/core";
import { Checkbox, Skeleton, Space, Typography } from "antd";
import { useEffect } from "react";
import type { Resource } from "../../core/define-resource";
import { lineTitle, type FieldDef } from "../../core/fields";
import { formatMoney, type Row } from "./field-value";

/**
 * The lines of one row to tick for a `picks` field of an action's form (the lines a quote wins): one checkbox
 * per line, named by its goods and priced by its first amount. The row's lines come with the row when the
 * screen has them, else they are read the way the action's audience reads the row.
 */
export function PicksInput({
  resource,
  field,
  row,
  audience,
  value,
  onChange,
  id,
}: {
  resource: Resource;
  field: FieldDef;
  row: Row;
  audience?: string;
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** Set by Form.Item, so a label and a test find the control. */
  id?: string;
}) {
  const key = field.picks!;
  const lineFields = resource.fields[key]!.lines ?? {};
  const given = row[key] as Row[] | undefined;
  const { query } = useOne<Row>({
    resource: resource.name,
    id: row.id,
    queryOptions: { enabled: !given },
    ...(audience ? { meta: { audience } } : {}),
  });
  const all = given ?? (query.data?.data?.[key] as Row[] | undefined);
  // a line left blank (not offered on) is not there to pick
  const lines = all?.filter(
    (l) =>
      field.filled === undefined ||
      (l[field.filled] !== null && l[field.filled] !== undefined && l[field.filled] !== ""),
  );
  // a required pick starts with every line ticked (awarding without unticking awards the whole quote); an optional
  // one with none (a dispute names the lines it is about, or none for the statement as a whole)
  useEffect(() => {
    if (lines && value === undefined) onChange?.(field.required ? lines.map((l) => l.id) : []);
  }, [lines, value, onChange, field.required]);
  if (!lines) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  const price = Object.entries(lineFields).find(([, f]) => f.type === "money");
  return (
    <Checkbox.Group value={value} onChange={(ids) => onChange?.(ids as number[])} className="picks-input">
      <Space direction="vertical" id={id}>
        {lines.map((line) => (
          <Checkbox key={line.id} value={line.id}>
            {all!.indexOf(line) + 1}. <span className="pick-title">{lineTitle(lineFields, line)}</span>
            {price && line[price[0]] !== null && line[price[0]] !== undefined && (
              <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                {formatMoney(Number(line[price[0]]))}
              </Typography.Text>
            )}
          </Checkbox>
        ))}
      </Space>
    </Checkbox.Group>
  );
}
