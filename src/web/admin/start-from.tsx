import { useSelect } from "@refinedev/antd";
import { Alert, Form, Select, type FormInstance } from "antd";
import { useState } from "react";
import type { Resource } from "../../core/define-resource";

type Row = Record<string, unknown> & { id: number };

/**
 * 套用商品模板 on a create form: picking a row of the declared source copies its `fill` fields into the form, and
 * says which were filled, so the user knows what to check. The pick itself is never sent.
 */
export function StartFrom({ resource, form }: { resource: Resource; form: FormInstance }) {
  const from = resource.startFrom!;
  const { selectProps, query } = useSelect({
    resource: from.resource,
    optionLabel: "name" as never,
    optionValue: "id" as never,
    pagination: { mode: "off" },
    meta: { audience: from.via },
  });
  const [picked, setPicked] = useState<string>();
  const apply = (id: number | undefined) => {
    const row = (query.data?.data as Row[] | undefined)?.find((r) => r.id === id);
    if (!row) return setPicked(undefined);
    form.setFieldsValue(
      Object.fromEntries(from.fill.filter((k) => row[k] !== null && row[k] !== undefined).map((k) => [k, row[k]])),
    );
    setPicked(String(row.name ?? ""));
  };
  const filled = from.fill.map((k) => resource.fields[k]!.label).join("、");
  return (
    <Form.Item label={from.label} className="start-from" extra={picked ? undefined : `选择后将带入${filled}，可再修改`}>
      <Select
        {...selectProps}
        allowClear
        showSearch
        placeholder="选择模板（可选）"
        onChange={(v) => apply(v as unknown as number | undefined)}
        onClear={() => setPicked(undefined)}
        style={{ maxWidth: 420 }}
      />
      {picked && (
        <Alert
          className="start-from-applied"
          type="success"
          showIcon
          message={`已套用模板“${picked}”，请核对${filled}`}
          style={{ marginTop: 8, maxWidth: 420 }}
        />
      )}
    </Form.Item>
  );
}
