import { EnvironmentOutlined, FieldTimeOutlined } from "@ant-design/icons";
import { Button, Card, Empty, Input, List, Select, Space, Tabs, Tag, Typography } from "antd";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { FieldValue, type Row } from "../admin/field-value";
import { usePortalState } from "../portal/portal-state";
import { audienceOf, readAudience, type Page } from "./audience-api";
import { Deadline } from "./deadline";
import { HALL, HALL_LINE, noticePath } from "./hall-fields";
import { useQueryFilters } from "./use-query-filters";
import "./procurement.css";

const { resource, audience } = audienceOf("bidOrder", "public");
const field = (key: string) => resource.fields[key]!;
const STATE = HALL.state;
const PAGE_SIZE = 10;
/** The hall opens on the first state its audience reads (报价中): what a supplier can still act on. */
const OPEN = String(audience.states[0]);
const ALL = "all";
const lineFields = field(HALL.lines).lines!;
const unitOf = (value: unknown) =>
  lineFields[HALL_LINE.unit]?.options?.find((o) => o.value === value)?.label ?? String(value ?? "");

/** 二等黄玉米 2000吨、一等黄玉米 1000吨 等3项: what is wanted, at a glance. */
function goodsOf(row: Row): string {
  const lines = (row[HALL.lines] as Row[] | undefined) ?? [];
  const named = lines
    .slice(0, 3)
    .map((l) => `${String(l[HALL_LINE.goods])} ${Number(l[HALL_LINE.quantity])}${unitOf(l[HALL_LINE.unit])}`);
  return lines.length > 3 ? `${named.join("、")} 等${lines.length}项` : named.join("、") || "-";
}

const stateOptions = [
  { value: ALL, label: "全部状态" },
  ...audience.states.map((s) => ({ value: String(s), label: field(STATE).options!.find((o) => o.value === s)!.label })),
];

/**
 * /entProcurement/home, the procurement hall: the tenders and enquiries published on this portal by every
 * purchaser, searchable by name, kind, category and state, each with the time left to quote.
 */
export default function ProcurementHome() {
  const { enterprise } = usePortalState();
  const { params, set } = useQueryFilters();
  const navigate = useNavigate();
  const kind = params.get("kind") ?? "";
  const title = params.get("title") ?? "";
  const category = params.get("category") ?? undefined;
  const status = params.get("status") ?? OPEN;
  const pageNum = Number(params.get("page") ?? 1) || 1;
  const [page, setPage] = useState<Page<Row> | null>(null);
  const [failed, setFailed] = useState(false);
  const [typed, setTyped] = useState(title);
  useEffect(() => setTyped(title), [title]);

  useEffect(() => {
    let live = true;
    // a new search shows its own loading, never the last search's rows under new filters
    setPage(null);
    setFailed(false);
    readAudience<Page<Row>>(audience, "list", {
      pageNum,
      pageSize: PAGE_SIZE,
      withLines: 1,
      sortField: HALL.deadline,
      sortOrder: status === OPEN ? "asc" : "desc",
      ...(kind ? { [HALL.kind]: kind } : {}),
      ...(title ? { [HALL.title]: title } : {}),
      ...(category ? { [HALL.category]: category } : {}),
      ...(status !== ALL ? { [STATE]: status } : {}),
    })
      .then((p) => live && setPage(p))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [kind, title, category, status, pageNum]);

  return (
    <div className="procurement mall-wrap">
      <div className="procurement-banner">
        <Typography.Title level={3}>{enterprise.platformName || enterprise.titleCh} · 企业采购大厅</Typography.Title>
        <Typography.Text>汇集平台采购商发布的招标与询价，供应商认证后即可在线报价</Typography.Text>
        <Space className="procurement-banner-links">
          <Link to="/entProcurement/introduction">平台介绍</Link>
          <Link to="/entProcurement/supplier">认证供应商名录</Link>
        </Space>
      </div>
      <Card variant="borderless" className="procurement-card">
        <Tabs
          activeKey={kind}
          onChange={(k) => set({ kind: k || undefined })}
          items={[
            { key: "", label: "全部" },
            ...field(HALL.kind).options!.map((o) => ({ key: String(o.value), label: `${o.label}公告` })),
          ]}
        />
        <Space wrap className="procurement-filters">
          <Input.Search
            allowClear
            placeholder="搜索项目名称"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onSearch={(v) => set({ title: v.trim() || undefined })}
            style={{ width: 280 }}
            enterButton="搜索"
          />
          <Select
            allowClear
            placeholder="商品类目"
            value={category}
            onChange={(v) => set({ category: v })}
            options={field(HALL.category).options!.map((o) => ({ value: String(o.value), label: o.label }))}
            style={{ width: 160 }}
          />
          <Select
            value={status}
            onChange={(v) => set({ status: v === OPEN ? undefined : v })}
            options={stateOptions}
            style={{ width: 140 }}
            aria-label="状态"
          />
        </Space>
        <List<Row>
          loading={!page && !failed}
          dataSource={page?.list ?? []}
          locale={{ emptyText: <Empty description={failed ? "加载失败，请稍后重试" : "暂无符合条件的采购公告"} /> }}
          pagination={
            page && page.total > PAGE_SIZE
              ? {
                  current: page.pageNum,
                  pageSize: PAGE_SIZE,
                  total: page.total,
                  showSizeChanger: false,
                  onChange: (p) => set({ page: String(p) }),
                }
              : false
          }
          renderItem={(row) => (
            <List.Item
              className="tender-item"
              extra={
                <div className="tender-item-side">
                  <FieldValue field={field(STATE)} name={STATE} row={row} />
                  {String(row[STATE]) === OPEN && <Deadline at={row[HALL.deadline] as string} />}
                  <Button type="primary" size="small" onClick={() => navigate(noticePath(row[HALL.kind], row.id))}>
                    查看详情
                  </Button>
                </div>
              }
            >
              <List.Item.Meta
                title={
                  <Space>
                    <FieldValue field={field(HALL.kind)} name={HALL.kind} row={row} />
                    {row.invited === true && <Tag color="gold">定向邀请</Tag>}
                    <Link to={noticePath(row[HALL.kind], row.id)}>{String(row[HALL.title])}</Link>
                  </Space>
                }
                description={
                  <>
                    <div className="tender-goods">采购 {goodsOf(row)}</div>
                    <Space size={24} wrap>
                      <span>单号 {String(row[HALL.number] ?? "-")}</span>
                      <span>
                        类目 <FieldValue field={field(HALL.category)} name={HALL.category} row={row} />
                      </span>
                      <span>
                        <EnvironmentOutlined /> <FieldValue field={field(HALL.place)} name={HALL.place} row={row} />
                      </span>
                      <span>
                        <FieldTimeOutlined /> 报价截止{" "}
                        <FieldValue field={field(HALL.deadline)} name={HALL.deadline} row={row} />
                      </span>
                      {row[HALL.budget] != null && (
                        <span>
                          预算 <FieldValue field={field(HALL.budget)} name={HALL.budget} row={row} />
                        </span>
                      )}
                    </Space>
                  </>
                }
              />
            </List.Item>
          )}
        />
        {page && <Tag className="procurement-total">共 {page.total} 条</Tag>}
      </Card>
    </div>
  );
}
