import { useCan, useList } from "@refinedev/core";
import { Button, Input, Modal, Table } from "antd";
import { useState } from "react";
import type { FieldDef } from "../../core/fields";
import { FieldValue, type Row } from "./field-value";
import { useRegistry } from "../registry-context";

type Line = Record<string, unknown>;

/**
 * 从{商品}选择: a dialog listing the rows of the resource a `lines` field picks from (the enterprise's goods),
 * searched by title; each ticked row becomes a line, filled as `pick.fill` says. Shown only to a caller who
 * may list that resource.
 */
export function LinesPicker({ field, onPick }: { field: FieldDef; onPick: (lines: Line[]) => void }) {
  const registry = useRegistry();
  const pick = field.pick!;
  const target = registry.byName(pick.from);
  const { data: access } = useCan({ resource: target.name, action: "list" });
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Row[]>([]);
  const { result, query } = useList<Row>({
    resource: target.name,
    pagination: { currentPage: page, pageSize: 8 },
    filters: search ? [{ field: target.titleField, operator: "eq", value: search }] : [],
    queryOptions: { enabled: open },
  });
  if (!access?.can) return null;
  const shown = [target.titleField, ...Object.values(pick.fill).filter((k) => k !== target.titleField)];
  const close = () => {
    setOpen(false);
    setChosen([]);
  };
  const confirm = () => {
    onPick(
      chosen.map((row) =>
        Object.fromEntries(Object.entries(pick.fill).map(([own, source]) => [own, row[source] ?? null])),
      ),
    );
    close();
  };
  return (
    <>
      <Button onClick={() => setOpen(true)} style={{ marginTop: 8 }}>
        从{target.label}选择
      </Button>
      <Modal
        open={open}
        title={`从${target.label}选择`}
        width={760}
        okText={`添加${chosen.length ? `（${chosen.length}）` : ""}`}
        cancelText="取消"
        okButtonProps={{ disabled: !chosen.length }}
        onOk={confirm}
        onCancel={close}
        destroyOnHidden
      >
        <Input.Search
          allowClear
          placeholder={`搜索${target.fields[target.titleField]!.label}`}
          onSearch={(v) => {
            setSearch(v.trim());
            setPage(1);
          }}
          style={{ marginBottom: 12 }}
        />
        <Table<Row>
          className="lines-picker"
          rowKey="id"
          size="small"
          loading={query.isLoading}
          dataSource={result?.data ?? []}
          rowSelection={{
            preserveSelectedRowKeys: true,
            selectedRowKeys: chosen.map((r) => r.id),
            onChange: (_keys, rows) => setChosen(rows.filter(Boolean)),
          }}
          columns={shown.map((k) => ({
            key: k,
            title: target.fields[k]!.label,
            render: (_: unknown, row: Row) => <FieldValue field={target.fields[k]!} name={k} row={row} />,
          }))}
          pagination={{
            current: page,
            pageSize: 8,
            total: result?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
        />
      </Modal>
    </>
  );
}
