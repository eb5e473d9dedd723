import { Empty, Pagination, Skeleton, Table, Tabs, Tag } from "antd";
import dayjs from "dayjs";
import { Link, useSearchParams } from "react-router";
import { AFTER_SALE_KINDS, AFTER_SALE_STATES, type AfterSaleKind, type AfterSaleState } from "../../core/flows/after-sale";
import { useMall } from "../mall/use-mall";
import { yuan, type AfterSale, type Page } from "../mall/types";

/** 退款/售后: the buyer's after-sales by state, each opening its detail. */
export default function AfterSaleListPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get("status") ?? "";
  const pageNum = Number(params.get("pageNum") ?? 1);
  const { data, loading } = useMall<Page<AfterSale>>("afterSaleMine", { status, pageNum, pageSize: 10 });
  const tabs = [{ key: "", label: "全部" }, ...Object.entries(AFTER_SALE_STATES).map(([k, s]) => ({ key: k, label: s.label }))];
  return (
    <div className="after-sale-page">
      <h2 className="buyer-title">退款/售后</h2>
      <Tabs activeKey={status} onChange={(k) => setParams(k ? { status: k } : {})} items={tabs} />
      {loading && !data ? <Skeleton active /> : !data?.list.length ? <Empty description="暂无售后记录" /> : (
        <Table<AfterSale>
          rowKey="id"
          pagination={false}
          dataSource={data.list}
          scroll={{ x: 720 }}
          columns={[
            { title: "售后单号", dataIndex: "afterSaleNo", render: (v, a) => <Link to={`/manage/order/aftersale/detail?id=${a.id}`}>{v}</Link> },
            { title: "店铺", dataIndex: "shopName" },
            { title: "类型", dataIndex: "kind", render: (v: AfterSaleKind) => AFTER_SALE_KINDS[v] },
            { title: "原因", dataIndex: "reason" },
            { title: "退款金额", dataIndex: "amount", align: "right", render: (v) => <span className="money">{yuan(v)}</span> },
            { title: "状态", dataIndex: "status", render: (v: AfterSaleState) => <Tag color={AFTER_SALE_STATES[v].color}>{AFTER_SALE_STATES[v].label}</Tag> },
            { title: "申请时间", dataIndex: "createdAt", render: (v) => dayjs(v).format("YYYY-MM-DD HH:mm") },
            { title: "操作", key: "op", render: (_, a) => <Link to={`/manage/order/aftersale/detail?id=${a.id}`}>{a.moves?.length ? "去处理" : "查看"}</Link> },
          ]}
        />
      )}
      {(data?.total ?? 0) > 10 && <Pagination className="pager" current={pageNum} pageSize={10} total={data?.total} onChange={(p) => setParams({ ...(status ? { status } : {}), pageNum: String(p) })} />}
    </div>
  );
}
