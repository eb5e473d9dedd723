import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Form, Input, Table, type TableColumnType } from "antd";
import type { FormListFieldData } from "antd/es/form/FormList";
import { isNumeric, type FieldDef } from "../../core/fields";
import { fieldInput } from "./field-input";
import { itemValueProps } from "./field-item-props";
import { dependenciesOf, listRulesFor, rulesFor } from "./field-rules";

/** Width of a line field's column: numbers and picks are narrow, names and specs share the rest. */
const widthOf = (f: FieldDef) => (isNumeric(f.type) ? 130 : f.type === "enum" ? 100 : f.type === "date" || f.type === "datetime" ? 170 : undefined);

/** Below this the table scrolls sideways (phones) instead of squeezing its cells. */
const MIN_WIDTH = 760;

/**
 * The editable table of a `lines` field: one row per line, each cell the field's own control with its
 * own rules (a server 422 on `lines.2.quantity` lands on that cell), 添加一行 below, 删除 per line.
 * A line's id rides along hidden, so saving updates lines in place instead of replacing them.
 */
export function LinesInput({ name, field }: { name: string; field: FieldDef }) {
  const lineFields = field.lines ?? {};
  return (
    <Form.List name={name} rules={listRulesFor({ [name]: field }, name)}>
      {(rows, { add, remove }, { errors }) => {
        const columns: TableColumnType<FormListFieldData>[] = [
          { key: "no", title: "序号", width: 56, align: "center", render: (_, row) => row.name + 1 },
          ...Object.entries(lineFields).map(
            ([key, f]): TableColumnType<FormListFieldData> => ({
              key,
              title: f.required ? <span className="required-mark">{f.label}</span> : f.label,
              width: widthOf(f),
              render: (_, row) => (
                <Form.Item
                  name={[row.name, key]}
                  rules={rulesFor({ fields: lineFields }, key, [name, row.name])}
                  dependencies={dependenciesOf({ fields: lineFields }, key, [name, row.name])}
                  style={{ marginBottom: 0 }}
                  {...itemValueProps(f)}
                >
                  {/* no character counter in a cell: it would take the room the text needs; the rule still says when it is too long */}
                  {fieldInput({ ...f, max: undefined, placeholder: f.placeholder ?? f.label })}
                </Form.Item>
              ),
            }),
          ),
          {
            key: "actions",
            title: "操作",
            width: 72,
            align: "center",
            render: (_, row) => (
              <>
                <Form.Item name={[row.name, "id"]} hidden>
                  <Input />
                </Form.Item>
                <Button type="link" danger size="small" icon={<DeleteOutlined />} aria-label={`删除第${row.name + 1}行`} onClick={() => remove(row.name)} />
              </>
            ),
          },
        ];
        return (
          <div className="lines-input" id={name}>
            <Table<FormListFieldData>
              dataSource={rows}
              columns={columns}
              rowKey="key"
              size="small"
              bordered
              pagination={false}
              scroll={{ x: MIN_WIDTH }}
              locale={{ emptyText: `暂无${field.label}，请点击下方“添加一行”` }}
            />
            <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({})} style={{ marginTop: 8 }}>
              添加一行
            </Button>
            <Form.ErrorList errors={errors} />
          </div>
        );
      }}
    </Form.List>
  );
}
