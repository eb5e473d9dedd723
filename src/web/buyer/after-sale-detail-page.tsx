import { App, Button, Card, Descriptions, Form, Image, Input, Modal, Skeleton, Space, Steps, Table, Tag } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AFTER_SALE_KINDS, AFTER_SALE_STATES, type AfterSaleKind, type AfterSaleState } from "../../core/flows/after-sale";
import { mallApi, reason } from "../mall/api";
import { MoveLog } from "../mall/parts/move-log";
import { useMall } from "../mall/use-mall";
import { yuan, type AfterSale } from "../mall/types";
import { fileUrl } from "../personal/file-host";
import { useOrderLink } from "./buyer-layout";

/** The road an after-sale of each kind travels, for the progress bar. */
const ROAD: Record<AfterSaleKind, AfterSaleState[]> = { refund: ["applied", "refunded"], return: ["applied", "awaitingReturn", "returning", "refunded"] };

/** One after-sale of the buyer: what was asked, what the seller said, where it stands, and the buyer's next move. */
export default function AfterSaleDetailPage() {
  const id = Number(useSearchParams()[0].get("id"));
  const orderLink = useOrderLink();
  const { message, modal } = App.useApp();
  const { data: a, reload } = useMall<AfterSale>("afterSaleDetail", { id }, id > 0);
  const [shipping, setShipping] = useState(false);
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  if (!a) return <Skeleton active />;
  const state = AFTER_SALE_STATES[a.status as AfterSaleState];
  const road = ROAD[a.kind as AfterSaleKind];
  const withdraw = () =>
    modal.confirm({
      title: "撤销申请",
      content: "撤销后本次售后关闭，如仍有问题可重新申请。确定撤销吗？",
      okText: "撤销申请",
      cancelText: "再想想",
      onOk: () => mallApi("afterSaleWithdraw", { id }).then(() => message.success("已撤销")).catch((e) => message.error(reason(e))).finally(() => void reload()),
    });
  const shipBack = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await mallApi("afterSaleShipBack", { id, ...values });
      message.success("退货物流已提交");
      setShipping(false);
      void reload();
    } catch (e) {
      const errors = (e as { errors?: Record<string, string> }).errors ?? {};
      form.setFields(Object.entries(errors).map(([name, msg]) => ({ name, errors: [msg] })));
      if (!Object.keys(errors).length) message.error(reason(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="after-sale-detail">
      <div className="crumbs"><Link to="/manage/order/aftersale">退款/售后</Link> &gt; <span>售后详情</span></div>
      <Card>
        <div className="order-detail-head">
          <div>
            <span className="muted-text">售后单号：{a.afterSaleNo}　订单号：<Link to={orderLink(a.orderId)}>{a.orderNo}</Link></span>
            <h2>售后状态：<Tag color={state.color}>{state.label}</Tag></h2>
          </div>
          <Space>
            {a.moves?.some((m) => m.action === "shipBack") && <Button type="primary" size="small" onClick={() => setShipping(true)}>填写退货物流</Button>}
            {a.moves?.some((m) => m.action === "withdraw") && <Button size="small" onClick={withdraw}>撤销申请</Button>}
          </Space>
        </div>
        {road.includes(a.status as AfterSaleState) && <Steps size="small" current={road.indexOf(a.status as AfterSaleState)} items={road.map((s) => ({ title: AFTER_SALE_STATES[s].label }))} />}
      </Card>
      <Card title="申请信息">
        <Descriptions column={{ xs: 1, md: 2 }} items={[
          { key: "k", label: "售后类型", children: AFTER_SALE_KINDS[a.kind as AfterSaleKind] },
          { key: "r", label: "售后原因", children: a.reason },
          { key: "m", label: "退款金额", children: <span className="money">{yuan(a.amount)}</span> },
          { key: "t", label: "申请时间", children: dayjs(a.createdAt).format("YYYY-MM-DD HH:mm:ss") },
          { key: "d", label: "问题描述", children: a.description ?? "—", span: 2 },
          { key: "p", label: "凭证图片", span: 2, children: a.photos?.length ? <Image.PreviewGroup><Space>{a.photos.map((p) => <Image key={p} src={fileUrl(p)} width={72} height={72} style={{ objectFit: "cover" }} />)}</Space></Image.PreviewGroup> : "—" },
          ...(a.sellerReply ? [{ key: "s", label: "卖家说明", children: a.sellerReply, span: 2 }] : []),
          ...(a.returnAddress ? [{ key: "ra", label: "退货地址", children: a.returnAddress, span: 2 }] : []),
          ...(a.returnWaybillNo ? [{ key: "rw", label: "退货物流", children: `${a.returnCarrier} ${a.returnWaybillNo}`, span: 2 }] : []),
          ...(a.refundedAt ? [{ key: "rf", label: "退款时间", children: `${dayjs(a.refundedAt).format("YYYY-MM-DD HH:mm:ss")}（已退回企业余额）`, span: 2 }] : []),
        ]} />
        {!!a.lines?.length && (
          <Table rowKey="id" size="small" pagination={false} dataSource={a.lines} style={{ marginTop: 12 }} columns={[
            { title: "退货商品", dataIndex: "name" },
            { title: "规格", dataIndex: "spec" },
            { title: "单价", dataIndex: "price", render: (v) => yuan(v) },
            { title: "退货数量", dataIndex: "quantity" },
          ]} />
        )}
      </Card>
      <Card title="处理记录">
        <MoveLog moves={a.logs ?? []} />
      </Card>
      <Modal title="填写退货物流" open={shipping} okText="提交" cancelText="取消" confirmLoading={busy} onOk={() => void shipBack().catch(() => undefined)} onCancel={() => setShipping(false)} destroyOnHidden>
        {a.returnAddress && <p className="muted-text">请将商品寄回：{a.returnAddress}</p>}
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="returnCarrier" label="退货物流" rules={[{ required: true, whitespace: true, message: "请输入退货物流" }, { max: 40, message: "退货物流不能超过40个字" }]}>
            <Input placeholder="如 德邦物流" />
          </Form.Item>
          <Form.Item name="returnWaybillNo" label="退货运单号" rules={[{ required: true, whitespace: true, message: "请输入退货运单号" }, { max: 40, message: "退货运单号不能超过40个字" }]}>
            <Input placeholder="如 DPK300088812345" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
