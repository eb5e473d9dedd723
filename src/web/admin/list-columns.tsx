import type { TableColumnType } from "antd";
import { tableFields, type Resource } from "../../core/define-resource";
import { isNumeric, type FieldType } from "../../core/fields";
import { FieldValue, type Row } from "./field-value";
import { RowActions } from "./row-actions";

const sortable = (t: FieldType) => isNumeric(t) || t === "date" || t === "datetime";

/**
 * The `table: true` fields in declaration order, except that the flow state moves next to the title:
 * it is what a list reader scans for, and on a wide table it must not hide behind the scroll.
 */
function columnFields(resource: Resource) {
  const fields = tableFields(resource);
  const state = fields.find(([name]) => name === resource.flow?.field);
  if (!state) return fields;
  const rest = fields.filter((entry) => entry !== state);
  const at = rest.findIndex(([name]) => name === resource.titleField) + 1;
  return [...rest.slice(0, at), state, ...rest.slice(at)];
}

/**
 * Table columns from the `table: true` fields, then the 操作 column, pinned to the right. Unpinned (a phone, where a
 * pinned column would cover the others) it follows the title and state instead, on screen without scrolling.
 */
export function listColumns(resource: Resource, { pinActions = true } = {}): TableColumnType<Row>[] {
  const fieldColumns = columnFields(resource).map(
    ([name, f]): TableColumnType<Row> => ({
      key: name,
      dataIndex: name,
      title: f.label,
      sorter: sortable(f.type),
      align: isNumeric(f.type) ? "right" : "left",
      ellipsis: f.type === "text" || f.type === "textarea",
      render: (_: unknown, row: Row) => <FieldValue field={f} name={name} row={row} />,
    }),
  );
  const when = resource.created;
  const created: TableColumnType<Row>[] = when
    ? [
        {
          key: "createdAt",
          dataIndex: "createdAt",
          title: when,
          sorter: true,
          render: (v: unknown) => (
            <FieldValue
              field={{ type: "datetime", label: when, table: true, search: false, form: false, detail: true }}
              name="createdAt"
              row={{ id: 0, createdAt: v }}
            />
          ),
        },
      ]
    : [];
  const actions: TableColumnType<Row> = {
    key: "actions",
    title: "操作",
    ...(pinActions ? { fixed: "right" as const, width: 240 } : {}),
    render: (_: unknown, row: Row) => <RowActions resource={resource} row={row} />,
  };
  if (pinActions) return [...fieldColumns, ...created, actions];
  const title = fieldColumns.findIndex((c) => c.key === resource.titleField);
  const at = title < 0 ? 0 : title + 1 + (fieldColumns[title + 1]?.key === resource.flow?.field ? 1 : 0);
  return [...fieldColumns.slice(0, at), actions, ...fieldColumns.slice(at), ...created];
}
