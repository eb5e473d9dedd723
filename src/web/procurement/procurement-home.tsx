import { EnvironmentOutlined, FieldTimeOutlined } from "@ant-design/icons";
import { Button, Card, Empty, Input, List, Select, Space, Tabs, Tag, Typography } from "antd";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { FieldValue, type Row } from "../admin/field-value";
import { usePortalState } from "../portal/portal-state";
import { audienceOf, audiencePage, readAudience, type Page } from "./audience-api";
import { Deadline } from "./deadline";
import "./procurement.css";

const { resource, audience } = audienceOf("bidOrder", "public");
const field = (key: string) => resource.fields[key]!;
const PAGE_SIZE = 10;

/** 报价中 first: what a supplier can still act on; the other states follow as the audience lists them. */
const stateOptions = audience.states.map((s) => ({ value: s, label: field("status").options!.find((o) => o.value === s)!.label }));

/**
 * /entProcurement/home, the procurement hall: the tenders and enquiries published on this portal by every
 * purchaser, searchable by name, kind, category and state, each with the time left to quote.
 */
export default function ProcurementHome() {
  const { enterprise } = usePortalState();
  const [params, setParams] = useSearchParams();
  const kind = params.get("kind") ?? "";
  const title = params.get("title") ?? "";
  const category = params.get("category") ?? undefined;
  const status = params.get("status") ?? "quoting";
  const pageNum = Number(params.get("page") ?? 1) || 1;
  const [page, setPage] = useState<Page<Row> | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setFailed(false);
    readAudience<Page<Row>>(audience, "list", {
      pageNum,
      pageSize: PAGE_SIZE,
      sortField: "quoteEnd",
      sortOrder: status === "quoting" ? "asc" : "desc",
      ...(kind ? { platform_code: kind } : {}),
      ...(title ? { title } : {}),
      ...(category ? { category } : {}),
      ...(status ? { status } : {}),
    })
      .then((p) => live && setPage(p))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [kind, title, category, status, pageNum]);

  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) (v ? next.set(k, v) : next.delete(k));
    if (!("page" in changes)) next.delete("page");
    setParams(next);
  };

  return (
    <div className="procurement mall-wrap">
      <div className="procurement-banner">
        <Typography.Title level={3}>{enterprise.platformName || enterprise.titleCh} · 企业采购大厅</Typography.Title>
        <Typography.Text>汇集平台采购商发布的招标与询价，供应商认证后即可在线报价</Typography.Text>
      </div>
      <Card variant="borderless" className="procurement-card">
        <Tabs
          activeKey={kind}
          onChange={(k) => set({ kind: k || undefined })}
          items={[{ key: "", label: "全部" }, ...field("platform_code").options!.map((o) => ({ key: String(o.value), label: `${o.label}公告` }))]}
        />
        <Space wrap className="procurement-filters">
          <Input.Search allowClear placeholder="搜索项目名称" defaultValue={title} onSearch={(v) => set({ title: v.trim() || undefined })} style={{ width: 280 }} enterButton="搜索" />
          <Select allowClear placeholder="商品类目" value={category} onChange={(v) => set({ category: v })} options={field("category").options!.map((o) => ({ value: String(o.value), label: o.label }))} style={{ width: 160 }} />
          <Select allowClear placeholder="全部状态" value={status || undefined} onChange={(v) => set({ status: v ?? "" })} options={stateOptions.map((o) => ({ ...o, value: String(o.value) }))} style={{ width: 140 }} />
        </Space>
        <List<Row>
          loading={!page && !failed}
          dataSource={page?.list ?? []}
          locale={{ emptyText: <Empty description={failed ? "加载失败，请稍后重试" : "暂无符合条件的采购公告"} /> }}
          pagination={
            page && page.total > PAGE_SIZE
              ? { current: page.pageNum, pageSize: PAGE_SIZE, total: page.total, showSizeChanger: false, onChange: (p) => set({ page: String(p) }) }
              : false
          }
          renderItem={(row) => (
            <List.Item
              className="tender-item"
              extra={
                <div className="tender-item-side">
                  <FieldValue field={field("status")} name="status" row={row} />
                  {row.status === "quoting" && <Deadline at={row.quoteEnd as string} />}
                  <Link to={audiencePage(audience, row.id)}>
                    <Button type="primary" size="small">查看详情</Button>
                  </Link>
                </div>
              }
            >
              <List.Item.Meta
                title={
                  <Space>
                    <FieldValue field={field("platform_code")} name="platform_code" row={row} />
                    <Link to={audiencePage(audience, row.id)}>{String(row.title)}</Link>
                  </Space>
                }
                description={
                  <Space size={24} wrap>
                    <span>单号 {String(row.orderNo ?? "-")}</span>
                    <span>类目 <FieldValue field={field("category")} name="category" row={row} /></span>
                    <span>
                      <EnvironmentOutlined /> <FieldValue field={field("factoryId")} name="factoryId" row={row} />
                    </span>
                    <span>
                      <FieldTimeOutlined /> 报价截止 <FieldValue field={field("quoteEnd")} name="quoteEnd" row={row} />
                    </span>
                    {row.budgetAmount != null && (
                      <span>
                        预算 <FieldValue field={field("budgetAmount")} name="budgetAmount" row={row} />
                      </span>
                    )}
                  </Space>
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
