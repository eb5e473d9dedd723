import { Empty, Pagination, Skeleton, Table, Tabs } from "antd";
import dayjs from "dayjs";
import { Link, useSearchParams } from "react-router";
import { FieldValue, type Row } from "../admin/field-value";
import type { Page } from "../procurement/audience-api";
import { ownerActions, screenHref, type OwnerEntry } from "./owner-entries";
import { useEndpoint } from "./use-endpoint";

const PAGE_SIZE = 10;

/**
 * The rows a person made through an owner audience (退款/售后): a tab per state, the audience's table fields, who
 * answers them and when they were made, each opening its screen: 去处理 while the person has a move to make on it.
 */
export function OwnerList({ entry }: { entry: OwnerEntry }) {
  const { resource: r, audience, screens } = entry;
  const [params, setParams] = useSearchParams();
  const stateKey = r.flow!.field;
  const state = params.get(stateKey) ?? "";
  const pageNum = Number(params.get("pageNum") ?? 1);
  const { data } = useEndpoint<Page<Row>>(audience.endpoints.list, {
    ...(state ? { [stateKey]: state } : {}),
    pageNum,
    pageSize: PAGE_SIZE,
  });
  const stateField = r.fields[stateKey]!;
  const tabs = [
    { key: "", label: "全部" },
    ...audience.states.map((s) => ({
      key: String(s),
      label: stateField.options?.find((o) => o.value === s)?.label ?? String(s),
    })),
  ];
  const party = audience.party ?? { who: "企业", when: "提交时间" };
  const open = (row: Row) => screenHref(screens.show, row);
  const columns = [
    ...Object.entries(r.fields)
      .filter(([k, f]) => audience.fields.includes(k) && f.table && f.type !== "lines")
      .map(([k, f]) => ({
        key: k,
        title: f.label,
        render: (_: unknown, row: Row) =>
          k === r.titleField ? (
            <Link to={open(row)}>{String(row[k] ?? "")}</Link>
          ) : (
            <FieldValue field={f} name={k} row={row} />
          ),
      })),
    { key: "enterpriseName", title: party.who, render: (_: unknown, row: Row) => String(row.enterpriseName ?? "-") },
    {
      key: "createdAt",
      title: party.when,
      render: (_: unknown, row: Row) => dayjs(String(row.createdAt)).format("YYYY-MM-DD HH:mm"),
    },
    {
      key: "open",
      title: "操作",
      // past the width of many columns, the way into a row stays in view
      fixed: "right" as const,
      render: (_: unknown, row: Row) => (
        <Link to={open(row)}>{ownerActions(entry, row).length ? "去处理" : "查看"}</Link>
      ),
    },
  ];
  return (
    <div className="owner-list">
      {/* a page of its own is titled by its header already */}
      {screens.layout !== "page" && <h2 className="buyer-title">{screens.title}</h2>}
      <Tabs activeKey={state} onChange={(k) => setParams(k ? { [stateKey]: k } : {})} items={tabs} />
      {!data ? (
        <Skeleton active />
      ) : !data.list.length ? (
        <Empty description={`暂无${r.label}`} />
      ) : (
        <Table<Row>
          rowKey="id"
          pagination={false}
          dataSource={data.list}
          scroll={{ x: "max-content" }}
          columns={columns}
        />
      )}
      {(data?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          className="pager"
          current={pageNum}
          pageSize={PAGE_SIZE}
          total={data?.total}
          onChange={(p) => setParams({ ...(state ? { [stateKey]: state } : {}), pageNum: String(p) })}
        />
      )}
    </div>
  );
}
