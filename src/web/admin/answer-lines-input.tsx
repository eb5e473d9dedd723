import { useOne } from "@refinedev/core";
import { Empty, Form, Input } from "antd";
import { useEffect, useMemo } from "react";
import type { FieldDef } from "../../core/fields";
import { FieldValue, type Row } from "./field-value";
import { LineCell, widthOf } from "./lines-input";
import { listRulesFor } from "./field-rules";
import { useRegistry } from "../registry-context";

type Line = Record<string, unknown> & { id?: number; sourceLineId?: number };

/** The ids the source row's `only` picks field names, or undefined when it names none (then every line counts). */
const picksOf = (row: Row | undefined, only: string | undefined) => {
  const v = only ? row?.[only] : undefined;
  return Array.isArray(v) && v.length ? v.map(Number) : undefined;
};

/** Line fields whose picker must match the source row (`choices.sameAs`) offer only rows holding its values. */
function narrowedTo(fields: Record<string, FieldDef>, source: Row | undefined): Record<string, FieldDef> {
  return Object.fromEntries(
    Object.entries(fields).map(([k, f]) => {
      const same = Object.entries(f.choices?.sameAs ?? {});
      if (!same.length || !source) return [k, f];
      const where = {
        ...f.choices!.where,
        ...Object.fromEntries(same.map(([own, theirs]) => [own, source[theirs] as string])),
      };
      return [k, { ...f, choices: { ...f.choices!, where } }];
    }),
  );
}

/**
 * The lines of a field that answers the lines of the row its ref points to (a quote's lines answer the
 * tender's goods): one row per source line, its goods shown as text, the answer's own fields as inputs.
 * Picking another row re-lays the table; answers already typed for a line are kept.
 */
export function AnswerLinesInput({ name, field, refField }: { name: string; field: FieldDef; refField: FieldDef }) {
  const registry = useRegistry();
  const form = Form.useFormInstance();
  const from = field.from!;
  const refId = Form.useWatch(from.ref, form) as number | undefined;
  const target = registry.byName(refField.ref!);
  const { query } = useOne<Row>({
    resource: target.name,
    id: refId ?? "",
    queryOptions: { enabled: !!refId },
    ...(refField.via ? { meta: { audience: refField.via } } : {}),
  });
  const sourceRow = refId ? query.data?.data : undefined;
  // an order answers only the lines its quote won, when the quote names them
  const source = useMemo(() => {
    const all = sourceRow?.[from.lines] as Line[] | undefined;
    const picked = picksOf(sourceRow, from.only);
    return all && picked ? all.filter((l) => picked.includes(l.id!)) : all;
  }, [sourceRow, from.lines, from.only]);
  const lineFields = useMemo(() => narrowedTo(field.lines ?? {}, sourceRow), [field, sourceRow]);
  const copied = useMemo(() => Object.keys(lineFields).filter((k) => lineFields[k]!.readonly), [lineFields]);
  const own = useMemo(() => Object.entries(lineFields).filter(([, f]) => !f.readonly), [lineFields]);
  const listRules = useMemo(() => listRulesFor({ [name]: field }, name), [name, field]);

  useEffect(() => {
    if (!source) return;
    const typed = ((form.getFieldValue(name) as Line[] | undefined) ?? []).filter(Boolean);
    const same = typed.length === source.length && typed.every((l, i) => l.sourceLineId === source[i]!.id);
    if (same && typed.every((l) => copied.every((k) => k in l))) return;
    const bySource = new Map(typed.map((l) => [l.sourceLineId, l]));
    form.setFieldValue(
      name,
      source.map((s) => ({
        // a new line starts from what the source says (an order's quantity and price as quoted)
        ...Object.fromEntries(Object.entries(from.prefill ?? {}).map(([k, sk]) => [k, s[sk] ?? null])),
        ...bySource.get(s.id),
        sourceLineId: s.id,
        ...Object.fromEntries(copied.map((k) => [k, s[k] ?? null])),
      })),
    );
  }, [source, form, name, copied, from.prefill]);

  return (
    <Form.List name={name} rules={listRules}>
      {(rows, _ops, { errors }) => (
        <div className="lines-input" id={name}>
          {!refId ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`请先选择${refField.label}`} />
          ) : (
            <div className="lines-scroll">
              <table className="lines-table" style={{ minWidth: 760 }}>
                <thead>
                  <tr>
                    <th style={{ width: 56 }}>序号</th>
                    {Object.entries(lineFields).map(([key, f]) => (
                      <th
                        key={key}
                        style={{ width: widthOf(f) }}
                        className={f.required && !f.readonly ? "required-mark" : undefined}
                      >
                        {f.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.key} className="lines-row">
                      <td className="lines-no">
                        {row.name + 1}
                        <Form.Item name={[row.name, "id"]} hidden>
                          <Input />
                        </Form.Item>
                        <Form.Item name={[row.name, "sourceLineId"]} hidden>
                          <Input />
                        </Form.Item>
                      </td>
                      {Object.entries(lineFields).map(([key, f]) => (
                        <td key={key}>
                          {f.readonly ? (
                            <FieldValue
                              field={f}
                              name={key}
                              row={(form.getFieldValue([name, row.name]) ?? { id: 0 }) as Row}
                            />
                          ) : (
                            <LineCell list={name} line={row.name} name={key} lineFields={Object.fromEntries(own)} />
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Form.ErrorList errors={errors} />
        </div>
      )}
    </Form.List>
  );
}
