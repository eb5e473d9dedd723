import type { TableColumnType } from "antd";
import { tableFields, type Resource } from "../../core/define-resource";
import { isNumeric, type FieldType } from "../../core/fields";
import { FieldValue, type Row } from "./field-value";
import { RowActions } from "./row-actions";

const sortable = (t: FieldType) => isNumeric(t) || t === "date" || t === "datetime";

/** Table columns from the `table: true` fields, then the 操作 column. */
export function listColumns(resource: Resource): TableColumnType<Row>[] {
  const fieldColumns = tableFields(resource).map(([name, f]): TableColumnType<Row> => ({
    key: name,
    dataIndex: name,
    title: f.label,
    sorter: sortable(f.type),
    align: isNumeric(f.type) ? "right" : "left",
    ellipsis: f.type === "text" || f.type === "textarea",
    render: (_: unknown, row: Row) => <FieldValue field={f} name={name} row={row} />,
  }));
  return [
    ...fieldColumns,
    {
      key: "actions",
      title: "操作",
      fixed: "right",
      width: 240,
      render: (_: unknown, row: Row) => <RowActions resource={resource} row={row} />,
    },
  ];
}
