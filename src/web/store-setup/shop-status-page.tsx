import { useCustom, useList } from "@refinedev/core";
import { Button, Card, Descriptions, Result, Space, Spin } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { resourceByName } from "../../../resources";
import { optionLabel } from "../../core/fields";
import { ActionButton } from "../admin/action-button";
import type { Row } from "../admin/field-value";
import { MoveTimeline } from "../admin/move-timeline";
import { logRequest } from "../providers/data-provider";
import { product } from "../product";
import { SELLER_CENTER_MENU } from "../layout/entry-rules";
import { SetupSteps } from "./setup-steps";

const shop = resourceByName("shop");

type Move = { move: string; note: Record<string, { label: string; value: unknown }> | null };

/** What each audit value means to the applicant (docs/seller.md, "Shop audit"). */
const STATUS: Record<number, { status: "info" | "success" | "error" | "warning"; title: string; sub: string }> = {
  0: { status: "info", title: "开店申请审核中", sub: "平台将在1-3个工作日内完成审核，审核结果会通过站内消息通知您。" },
  1: { status: "success", title: "店铺已开通", sub: "您的店铺已通过审核，可以进入卖家中心发布商品。" },
  2: { status: "error", title: "开店申请未通过", sub: "请根据驳回原因修改资料后重新提交审核。" },
  3: {
    status: "warning",
    title: "店铺已被冻结",
    sub: "冻结期间店铺及商品不在商城展示，卖家中心暂停使用。请按原因整改后联系平台客服解冻。",
  },
  4: { status: "warning", title: "店铺已关闭", sub: "如需重新开店，请更新资料后重新提交审核。" },
};

/** The moves that explain each state: the last one of them carries the operator's reason. */
const REASON_OF: Record<number, string> = { 2: "reject", 3: "freeze", 4: "close" };

/**
 * /setUpStore/shopStatus?audit=: the enterprise's shop application and what its state means — the operator's
 * reason when rejected, frozen or closed, and the way on (修改资料, 重新提交审核, 进入卖家中心).
 */
export default function ShopStatusPage() {
  const { result, query } = useList<Row>({ resource: "shop", pagination: { pageSize: 1 } });
  const row = result.data[0];
  const id = row ? String(row.id) : "";
  const log = useCustom<{ list: Move[] }>({ ...logRequest(shop, id, product), queryOptions: { enabled: !!row } });
  if (query.isLoading) return <Spin />;
  if (!row) {
    return (
      <Result
        status="info"
        title="尚未提交开店申请"
        extra={
          <Link to="/setUpStore/shopCheck">
            <Button type="primary">免费开店</Button>
          </Link>
        }
      />
    );
  }
  const audit = Number(row.audit);
  const info = STATUS[audit] ?? STATUS[0]!;
  const because = [...(log.result.data?.list ?? [])].reverse().find((m) => m.move === REASON_OF[audit])?.note
    ?.reason?.value;
  const next: ReactNode[] = [];
  if (audit === 1)
    next.push(
      <Link key="go" to={SELLER_CENTER_MENU}>
        <Button type="primary">进入卖家中心</Button>
      </Link>,
    );
  if (shop.flow!.editableIn!.includes(audit))
    next.push(
      <Link key="edit" to={`/setUpStore/shopInfo?id=${row.id}`}>
        <Button>修改资料</Button>
      </Link>,
    );
  if (shop.actions!.resubmit!.from.includes(audit))
    next.push(<ActionButton key="resubmit" resource={shop} name="resubmit" id={row.id} row={row} />);
  return (
    <>
      <Card variant="borderless">
        <SetupSteps current={audit === 1 ? 2 : audit === 0 ? 2 : 2} failed={audit !== 0 && audit !== 1} />
        <Result
          status={info.status}
          title={info.title}
          subTitle={
            <>
              <div>{info.sub}</div>
              {because !== undefined && <div className="setup-reason">原因：{String(because)}</div>}
            </>
          }
          extra={<Space>{next}</Space>}
        />
        <Descriptions bordered size="small" column={2}>
          <Descriptions.Item label="店铺名称">{String(row.name)}</Descriptions.Item>
          <Descriptions.Item label="店铺状态">{optionLabel(shop.fields.audit!, audit)}</Descriptions.Item>
          <Descriptions.Item label="店铺类型">{optionLabel(shop.fields.shopSort!, row.shopSort)}</Descriptions.Item>
          <Descriptions.Item label="联系人">{`${row.contact ?? ""} ${row.phone ?? ""}`}</Descriptions.Item>
        </Descriptions>
      </Card>
      <MoveTimeline resource={shop} id={id} />
    </>
  );
}
