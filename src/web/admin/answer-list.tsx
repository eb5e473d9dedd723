import { useCan, useList } from "@refinedev/core";
import { Alert, Button, Card, Space, Table, Tag, Typography } from "antd";
import dayjs from "dayjs";
import { useNavigate } from "react-router";
import type { Resource } from "../../core/define-resource";
import { ActionButton } from "./action-button";
import { AnswerComparison } from "./answer-comparison";
import { CertifiedTag } from "./certified-tag";
import { answeringOf, audienceActions, audienceFields, madeFrom, partyOf, type Answering } from "./answers";
import { screenUrl } from "../../core/screen-routes";
import { FieldValue, type Row } from "./field-value";

/** Why a sealed value is blank: the owner sees who answered and when, never the sealed values before they open. */
export const SEALED = <Tag icon={null}>截止后可见</Tag>;

/** 生成招标订单 on an awarded quote: the order's create screen with the quote picked, for whoever may create one. */
function MakeButton({ resource, to }: { resource: Resource; to: string }) {
  const navigate = useNavigate();
  const { data: access } = useCan({ resource: resource.name, action: "create" });
  if (!access?.can) return null;
  return (
    <Button type="link" size="small" onClick={() => navigate(to)}>
      生成{resource.label}
    </Button>
  );
}

/** One answering audience's rows below the answered row: who answered, when, the open values, and the decisions. */
function AnswerList({ answering, row }: { answering: Answering; row: Row }) {
  const navigate = useNavigate();
  const { resource: r, name, audience } = answering;
  const key = answering.key!;
  const { result, query } = useList<Row>({
    resource: r.name,
    filters: [{ field: key, operator: "eq", value: row.id }],
    pagination: { currentPage: 1, pageSize: 200 },
    meta: { audience: name, params: { withLines: 1 } },
  });
  const rows = result?.data ?? [];
  const sealed = audience.sealed;
  const hidden = new Set((sealed?.fields ?? []).filter((p) => !p.includes(".")));
  const party = partyOf(answering);
  const columns = [
    {
      key: "enterpriseName",
      title: party.who,
      render: (_: unknown, x: Row) => <Typography.Text strong>{String(x.enterpriseName ?? "-")}</Typography.Text>,
    },
    ...(party.certified
      ? [
          {
            key: "certified",
            title: "认证状态",
            render: (_: unknown, x: Row) => <CertifiedTag certified={x.certified} />,
          },
        ]
      : []),
    ...audienceFields(answering)
      .filter(([k, f]) => f.table && k !== key && f.type !== "lines")
      .map(([k, f]) => ({
        key: k,
        title: f.label,
        render: (_: unknown, x: Row) =>
          x.sealed && hidden.has(k) ? SEALED : <FieldValue field={f} name={k} row={x} />,
      })),
    {
      key: "createdAt",
      title: party.when,
      render: (_: unknown, x: Row) => dayjs(String(x.createdAt)).format("YYYY-MM-DD HH:mm"),
    },
    {
      key: "actions",
      title: "操作",
      render: (_: unknown, x: Row) => (
        <Space size={0} wrap>
          {audience.page && (
            <Button type="link" size="small" onClick={() => navigate(audience.page!.replace(":id", String(x.id)))}>
              查看
            </Button>
          )}
          {madeFrom(answering)
            .filter((m) => m.accepts(x))
            .map((m) => (
              <MakeButton
                key={m.resource.name}
                resource={m.resource}
                to={`${screenUrl(m.resource, "create")}?${m.key}=${x.id}`}
              />
            ))}
          {/* nobody decides on sealed prices: the decisions appear once they open */}
          {!x.sealed &&
            audienceActions(answering, x[r.flow!.field]).map(([a]) => (
              <ActionButton key={a} resource={r} name={a} id={x.id} row={x} />
            ))}
        </Space>
      ),
    },
  ];
  const anySealed = rows.some((x) => x.sealed);
  return (
    <Card variant="borderless" className="detail-card answer-list" title={`${r.label}（${rows.length}）`}>
      {anySealed && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message="报价密封中"
          description="报价截止前只显示报价企业与报价时间，价格在截止后（或提前结束报价后）显示并生成比价表。"
        />
      )}
      <Table<Row>
        className="answer-rows"
        rowKey="id"
        size="small"
        loading={query.isLoading}
        dataSource={rows}
        columns={columns}
        pagination={false}
        scroll={{ x: "max-content" }}
        locale={{ emptyText: `暂无${r.label}` }}
      />
      {audience.compare && !anySealed && rows.length > 0 && <AnswerComparison answering={answering} rows={rows} />}
    </Card>
  );
}

/** Every answering list of a row's detail screen (a tender's quotes); nothing for resources nobody answers. */
export function AnswerLists({ resource, row }: { resource: Resource; row: Row }) {
  return answeringOf(resource).map((a) => <AnswerList key={`${a.resource.name}-${a.name}`} answering={a} row={row} />);
}
