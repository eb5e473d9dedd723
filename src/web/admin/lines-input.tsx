import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Form, Input } from "antd";
import { memo, useMemo } from "react";
import { applies, isNumeric, type FieldDef } from "../../core/fields";
import { fieldInput } from "./field-input";
import { LinesPicker } from "./lines-picker";
import { itemValueProps } from "./field-item-props";
import { dependenciesOf, listRulesFor, rulesFor } from "./field-rules";

/** Width of a line field's column: numbers and picks are narrow, several rows picked wide, names and specs share the rest. */
export const widthOf = (f: FieldDef) =>
  isNumeric(f.type)
    ? 120
    : f.type === "enum"
      ? 100
      : f.type === "date" || f.type === "datetime"
        ? 170
        : f.type === "refs"
          ? 300
          : f.type === "image" || f.type === "ref"
            ? 200
            : undefined;

/** Below this the table scrolls sideways (phones, or many columns) instead of squeezing its cells. */
const MIN_WIDTH = 760;
/** The least a typed text column gets: a spec or a code stays readable beside many number columns. */
const TEXT_WIDTH = 140;
const minWidthOf = (entries: [string, FieldDef][]) =>
  Math.max(MIN_WIDTH, 56 + 72 + entries.reduce((n, [, f]) => n + (widthOf(f) ?? TEXT_WIDTH), 0));

interface CellProps {
  list: string;
  line: number;
  name: string;
  lineFields: Record<string, FieldDef>;
}

/**
 * One cell: the field's own control with its own rules, so a server 422 on `lines.2.quantity` lands
 * here. Memoised, so adding a line renders that line, not every cell of a 50-line tender again.
 */
export const LineCell = memo(function LineCell({ list, line, name, lineFields }: CellProps) {
  const f = lineFields[name]!;
  const at = useMemo(() => [list, line], [list, line]);
  const rules = useMemo(() => rulesFor({ fields: lineFields }, name, at), [lineFields, name, at]);
  // no character counter in a cell: it would take the room the text needs; the rule still says when it is too long
  // (a refs cell keeps its max, which stops the picker)
  const control = useMemo(
    () =>
      fieldInput(
        { ...f, ...(f.type === "refs" ? {} : { max: undefined }), placeholder: f.placeholder ?? f.label },
        undefined,
        { compact: true },
      ),
    [f],
  );
  const item = (
    <Form.Item
      name={[line, name]}
      rules={rules}
      dependencies={dependenciesOf({ fields: lineFields }, name, at)}
      style={{ marginBottom: 0 }}
      {...itemValueProps(f)}
    >
      {control}
    </Form.Item>
  );
  if (!f.when) return item;
  // a cell for one case only (a floor's goods, when it shows goods) is there while its line chose that case
  const on = [list, line, f.when.field];
  return (
    <Form.Item noStyle dependencies={[on]}>
      {({ getFieldValue }) =>
        applies(f, { [f.when!.field]: getFieldValue(on) }) ? item : <span className="muted">-</span>
      }
    </Form.Item>
  );
});

/** The hidden id that makes saving update a line in place, and the line's 删除 button. */
const LineTools = memo(function LineTools({ line, remove }: { line: number; remove: (line: number) => void }) {
  return (
    <>
      <Form.Item name={[line, "id"]} hidden>
        <Input />
      </Form.Item>
      <Button
        type="link"
        danger
        size="small"
        icon={<DeleteOutlined />}
        aria-label={`删除第${line + 1}行`}
        onClick={() => remove(line)}
      />
    </>
  );
});

/**
 * The editable table of a `lines` field: one row per line, 添加一行 below, 删除 per line; the field's
 * own rules (at least one line, at most `max`) show under the table.
 */
export function LinesInput({ name, field }: { name: string; field: FieldDef }) {
  const form = Form.useFormInstance();
  const lineFields = useMemo(() => field.lines ?? {}, [field]);
  const entries = useMemo(() => Object.entries(lineFields), [lineFields]);
  const listRules = useMemo(() => listRulesFor({ [name]: field }, name), [name, field]);
  return (
    <Form.List name={name} rules={listRules}>
      {(rows, { add, remove }, { errors }) => (
        <div className="lines-input" id={name}>
          {/* a plain table: antd's Table re-renders every cell on each added line, too slow at 50 lines */}
          <div className="lines-scroll">
            <table className="lines-table" style={{ minWidth: minWidthOf(entries) }}>
              <thead>
                <tr>
                  <th style={{ width: 56 }}>序号</th>
                  {entries.map(([key, f]) => (
                    <th key={key} style={{ width: widthOf(f) }} className={f.required ? "required-mark" : undefined}>
                      {f.label}
                    </th>
                  ))}
                  <th style={{ width: 72 }}>操作</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <LineRow key={row.key} list={name} line={row.name} lineFields={lineFields} remove={remove} />
                ))}
                {!rows.length && (
                  <tr>
                    <td colSpan={entries.length + 2} className="lines-empty">
                      暂无{field.label}，请点击下方“添加一行”
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({})} style={{ marginTop: 8 }}>
            添加一行
          </Button>
          {field.pick && (
            <LinesPicker
              field={field}
              onPick={(picked) => {
                // picked rows take the place of lines left blank (the form starts with one)
                const kept = ((form.getFieldValue(name) as Record<string, unknown>[] | undefined) ?? []).filter(
                  (l) => l && Object.values(l).some((v) => v !== undefined && v !== null && v !== ""),
                );
                form.setFieldValue(name, [...kept, ...picked]);
              }}
            />
          )}
          <Form.ErrorList errors={errors} />
        </div>
      )}
    </Form.List>
  );
}

const LineRow = memo(function LineRow({
  list,
  line,
  lineFields,
  remove,
}: Omit<CellProps, "name"> & { remove: (line: number) => void }) {
  return (
    <tr className="lines-row">
      <td className="lines-no">{line + 1}</td>
      {Object.keys(lineFields).map((key) => (
        <td key={key}>
          <LineCell list={list} line={line} name={key} lineFields={lineFields} />
        </td>
      ))}
      <td className="lines-no">
        <LineTools line={line} remove={remove} />
      </td>
    </tr>
  );
});
