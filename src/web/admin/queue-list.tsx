import { Button, Space, Table } from "antd";
import { useListTable } from "./use-list-table";
import { usePhone } from "./use-phone";
import { Panel } from "./panel";
import { StateTabs } from "./state-tabs";
import dayjs from "dayjs";
import { useNavigate } from "react-router";
import { ActionButton } from "./action-button";
import { audienceActions, audienceFields, partyOf, type Answering } from "./answers";
import { FieldValue, type Row } from "./field-value";
import { PageHeader } from "./page-header";
import { queueLabel, queueScreen } from "./queues";

/**
 * The operator's queue of one platform audience (企业认证审核): the rows of every enterprise on the portal,
 * by state, who sent them and when, and the decisions the operator may take on each.
 */
export function QueueList({ queue }: { queue: Answering }) {
  const navigate = useNavigate();
  const { resource: r, name, audience } = queue;
  const stateField = r.fields[r.flow!.field]!;
  const { tableProps, setFilters, filters } = useListTable<Row>({
    phone: usePhone(),
    resource: r.name,
    meta: { audience: name },
    pagination: { pageSize: 10 },
    filters: { initial: [{ field: r.flow!.field, operator: "eq", value: audience.states[0] }] },
    syncWithLocation: false,
  });
  const state = (filters.find((x) => "field" in x && x.field === r.flow!.field) as { value?: unknown } | undefined)
    ?.value;
  const party = partyOf(queue);
  const who = {
    key: "enterpriseName",
    title: party.who,
    render: (_: unknown, x: Row) => <strong>{String(x.enterpriseName ?? "-")}</strong>,
  };
  const columns = [
    // a person's own row names no enterprise: its fields say who sent it
    ...(r.tenant === "user" ? [] : [who]),
    ...audienceFields(queue)
      .filter(([, f]) => f.table && f.type !== "lines")
      .map(([k, f]) => ({
        key: k,
        title: f.label,
        render: (_: unknown, x: Row) => <FieldValue field={f} name={k} row={x} />,
      })),
    {
      key: "createdAt",
      title: party.when,
      render: (_: unknown, x: Row) => dayjs(String(x.createdAt)).format("YYYY-MM-DD HH:mm"),
    },
    {
      key: "actions",
      title: "操作",
      fixed: "right" as const,
      render: (_: unknown, x: Row) => (
        <Space size={0} wrap>
          {audience.page && (
            <Button type="link" size="small" onClick={() => navigate(audience.page!.replace(":id", String(x.id)))}>
              查看
            </Button>
          )}
          {audienceActions(queue, x[r.flow!.field]).map(([a]) => (
            <ActionButton key={a} resource={r} name={a} id={x.id} row={x} />
          ))}
        </Space>
      ),
    },
  ];
  const tabs = audience.states.map((s) => ({
    key: String(s),
    label: stateField.options!.find((o) => o.value === s)?.label ?? String(s),
  }));
  return (
    <>
      <PageHeader resource={queueScreen(queue, 0)} title={queueLabel(queue)} />
      <Panel className="queue-list">
        <StateTabs
          activeKey={String(state)}
          items={tabs}
          onChange={(key) =>
            setFilters(
              [{ field: r.flow!.field, operator: "eq", value: audience.states.find((s) => String(s) === key) }],
              "replace",
            )
          }
        />
        <Table<Row>
          {...tableProps}
          rowKey="id"
          columns={columns}
          scroll={{ x: "max-content" }}
          size="middle"
          locale={{ emptyText: `暂无${r.label}` }}
        />
      </Panel>
    </>
  );
}
