import { SafetyCertificateOutlined } from "@ant-design/icons";
import { Button, Card, Col, Empty, Input, Pagination, Row as Grid, Skeleton, Space, Tag, Typography } from "antd";
import dayjs from "dayjs";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { screenUrl } from "../../core/screen-routes";
import type { Row } from "../admin/field-value";
import { usePortalState } from "../portal/portal-state";
import { audienceOf, readAudience, type Page } from "./audience-api";
import { useQueryFilters } from "./use-query-filters";
import "./procurement.css";

const { resource, audience } = audienceOf("certification", "directory");
const PAGE_SIZE = 12;
/** The certification a visitor applies for to join the directory (role 2, its `where`). */
const JOIN = `${screenUrl(resource, "create")}?${Object.entries(audience.where ?? {})
  .map(([k, v]) => `${k}=${v[0]}`)
  .join("&")}`;

/** 配合饲料、浓缩饲料 → tags, however the applicant separated them. */
const categoriesOf = (row: Row) =>
  String(row.categories ?? "")
    .split(/[、,，;；\s]+/)
    .filter(Boolean);

/**
 * /entProcurement/supplier, the certified supplier directory (供应商名录): every enterprise the operator
 * approved as a supplier on this portal, searchable by name and by what it supplies. Purchasers invite from
 * the same rows when a tender is not open to all.
 */
export default function SupplierDirectory() {
  const { enterprise } = usePortalState();
  const navigate = useNavigate();
  const { params, set } = useQueryFilters();
  const name = params.get("name") ?? "";
  const category = params.get("category") ?? "";
  const pageNum = Number(params.get("page") ?? 1) || 1;
  const [page, setPage] = useState<Page<Row> | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setPage(null);
    setFailed(false);
    readAudience<Page<Row>>(audience, "list", {
      pageNum,
      pageSize: PAGE_SIZE,
      ...(name ? { companyName: name } : {}),
      ...(category ? { categories: category } : {}),
    })
      .then((p) => live && setPage(p))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [name, category, pageNum]);

  return (
    <div className="procurement mall-wrap">
      <div className="procurement-banner">
        <Typography.Title level={3}>{enterprise.platformName || enterprise.titleCh} · 认证供应商名录</Typography.Title>
        <Typography.Text>经平台审核的供应商，营业执照与经营资质均已核验，可受邀参与招标与询价</Typography.Text>
      </div>
      <Card variant="borderless" className="procurement-card">
        <Space wrap className="procurement-filters" style={{ width: "100%", justifyContent: "space-between" }}>
          <Space wrap>
            <Input.Search
              allowClear
              placeholder="搜索供应商名称"
              defaultValue={name}
              onSearch={(v) => set({ name: v.trim() || undefined })}
              style={{ width: 260 }}
              enterButton="搜索"
            />
            <Input.Search
              allowClear
              placeholder="经营品类"
              defaultValue={category}
              onSearch={(v) => set({ category: v.trim() || undefined })}
              style={{ width: 200 }}
              enterButton="筛选"
            />
          </Space>
          <Button type="primary" ghost onClick={() => navigate(JOIN)}>
            申请成为认证供应商
          </Button>
        </Space>
        {!page && !failed ? (
          <Skeleton active />
        ) : !page?.list.length ? (
          <Empty description={failed ? "加载失败，请稍后重试" : "暂无符合条件的认证供应商"} />
        ) : (
          <Grid gutter={[16, 16]} className="supplier-grid">
            {page.list.map((row) => (
              <Col key={row.id} xs={24} md={12} xl={8}>
                <Card size="small" className="supplier-card">
                  <Space align="start">
                    <SafetyCertificateOutlined className="supplier-badge" />
                    <div>
                      <Typography.Text strong className="supplier-name">
                        {String(row.companyName ?? row.enterpriseName ?? "-")}
                      </Typography.Text>
                      <div className="supplier-meta">
                        认证供应商 · {dayjs(String(row.updatedAt)).format("YYYY-MM-DD")} 通过审核
                      </div>
                      <div className="supplier-tags">
                        {categoriesOf(row).map((c) => (
                          <Tag key={c} color="green" onClick={() => set({ category: c })} style={{ cursor: "pointer" }}>
                            {c}
                          </Tag>
                        ))}
                      </div>
                    </div>
                  </Space>
                </Card>
              </Col>
            ))}
          </Grid>
        )}
        {page && page.total > PAGE_SIZE && (
          <Pagination
            style={{ marginTop: 16, textAlign: "right" }}
            current={page.pageNum}
            pageSize={PAGE_SIZE}
            total={page.total}
            showSizeChanger={false}
            onChange={(p) => set({ page: String(p) })}
          />
        )}
        {page && <Tag className="procurement-total">共 {page.total} 家</Tag>}
      </Card>
    </div>
  );
}
