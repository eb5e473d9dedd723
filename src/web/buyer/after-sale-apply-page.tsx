import { Alert, App, Card, Checkbox, Form, Input, InputNumber, Radio, Select, Skeleton, Table } from "antd";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AFTER_SALE_KINDS, AFTER_SALE_REASONS } from "../../core/flows/after-sale";
import { ImagesInput } from "../admin/images-input";
import { mallApi, reason } from "../mall/api";
import { useMall } from "../mall/use-mall";
import { yuan, type Order, type OrderLine } from "../mall/types";
import { useOrderLink } from "./buyer-layout";
import { PurchaseButton, usePurchaseRefusal } from "../mall/parts/purchase-grant";

type Picked = Record<number, number>;

/**
 * 申请售后 from one order: 仅退款 (an order not yet shipped refunds in full), or 退货退款 with the lines and
 * quantities sent back; reason, description and photos. The server checks all of it again (422 per field).
 */
export default function AfterSaleApplyPage() {
  const orderId = Number(useSearchParams()[0].get("orderId"));
  const navigate = useNavigate();
  const orderLink = useOrderLink();
  const { message } = App.useApp();
  const { data: order } = useMall<Order & { afterSaleBlock: string | null }>("orderDetail", { id: orderId }, orderId > 0);
  const [form] = Form.useForm();
  const kind = Form.useWatch("kind", form) as string | undefined;
  const [picked, setPicked] = useState<Picked>({});
  const [busy, setBusy] = useState(false);
  const refusal = usePurchaseRefusal("afterSale");
  if (!order) return <Skeleton active />;
  const unshipped = order.status === "paid";
  const lines = order.lines ?? [];
  const worth = Math.round(lines.reduce((s, l) => s + (picked[l.id] ?? 0) * l.price, 0) * 100) / 100;
  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      const payload = {
        orderId,
        ...values,
        amount: unshipped ? undefined : values.amount,
        lines: kind === "return" ? Object.entries(picked).filter(([, q]) => q > 0).map(([orderLineId, quantity]) => ({ orderLineId: Number(orderLineId), quantity })) : undefined,
      };
      const made = await mallApi<{ id: number }>("afterSaleApply", payload);
      message.success("售后申请已提交，请等待卖家处理");
      navigate(`/manage/order/aftersale/detail?id=${made.id}`);
    } catch (e) {
      const errors = (e as { errors?: Record<string, string> }).errors ?? {};
      const onForm = Object.entries(errors).filter(([k]) => ["kind", "reason", "amount", "description", "photos"].includes(k));
      form.setFields(onForm.map(([name, msg]) => ({ name, errors: [msg] })));
      if (onForm.length < Object.keys(errors).length || !onForm.length) message.error(reason(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="after-sale-apply">
      <div className="crumbs"><Link to={orderLink(orderId)}>订单详情</Link> &gt; <span>{unshipped ? "申请退款" : "申请售后"}</span></div>
      <Card title={`${unshipped ? "申请退款" : "申请售后"}　订单号 ${order.orderNo}`}>
        {(order.afterSaleBlock || refusal) && <Alert type="warning" showIcon message={order.afterSaleBlock ?? refusal} style={{ marginBottom: 16 }} />}
        <Form form={form} layout="vertical" className="after-sale-form" initialValues={{ kind: "refund" }} style={{ maxWidth: 720 }}>
          <Form.Item name="kind" label="售后类型" rules={[{ required: true, message: "请选择售后类型" }]} extra={unshipped ? "订单尚未发货，退款将退回全部实付金额并关闭订单" : undefined}>
            <Radio.Group options={Object.entries(AFTER_SALE_KINDS).map(([value, label]) => ({ value, label, disabled: unshipped && value === "return" }))} />
          </Form.Item>
          {kind === "return" && (
            <Form.Item label="退货商品" required>
              <Table<OrderLine>
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={lines}
                columns={[
                  { title: "", key: "pick", width: 40, render: (_, l) => <Checkbox aria-label={`退货 ${l.name}`} checked={(picked[l.id] ?? 0) > 0} onChange={(e) => setPicked({ ...picked, [l.id]: e.target.checked ? l.quantity : 0 })} /> },
                  { title: "商品", dataIndex: "name" },
                  { title: "单价", dataIndex: "price", render: (v) => yuan(v) },
                  { title: "购买数量", dataIndex: "quantity" },
                  { title: "退货数量", key: "q", render: (_, l) => <InputNumber aria-label={`${l.name} 退货数量`} min={0} max={l.quantity} precision={0} value={picked[l.id] ?? 0} onChange={(v) => setPicked({ ...picked, [l.id]: Number(v ?? 0) })} /> },
                ]}
              />
              <div className="muted-text" style={{ marginTop: 6 }}>所选商品金额 {yuan(worth)}</div>
            </Form.Item>
          )}
          <Form.Item name="reason" label="售后原因" rules={[{ required: true, message: "请选择售后原因" }]}>
            <Select placeholder="请选择售后原因" options={AFTER_SALE_REASONS.map((r) => ({ value: r, label: r }))} />
          </Form.Item>
          <Form.Item
            name="amount"
            label="退款金额"
            extra={`最多 ${yuan(order.total)}（实付金额）`}
            rules={unshipped ? [] : [
              { required: true, message: "请输入退款金额" },
              { type: "number", min: 0.01, message: "退款金额须大于0" },
              { type: "number", max: Number(order.total), message: `退款金额不能超过实付金额${Number(order.total).toFixed(2)}元` },
            ]}
          >
            {unshipped ? <span className="money">{yuan(order.total)}</span> : <InputNumber prefix="¥" precision={2} style={{ width: 200 }} placeholder={kind === "return" ? String(worth || "") : "0.00"} />}
          </Form.Item>
          <Form.Item name="description" label="问题描述" rules={[{ max: 500, message: "问题描述不能超过500个字" }]}>
            <Input.TextArea rows={4} showCount maxLength={500} placeholder="请描述遇到的问题，如 到货时两袋外包装破损" />
          </Form.Item>
          <Form.Item name="photos" label="凭证图片">
            <ImagesInput max={6} />
          </Form.Item>
          <PurchaseButton grant="afterSale" type="primary" loading={busy} disabled={!!order.afterSaleBlock} onClick={() => void submit().catch(() => undefined)}>提交申请</PurchaseButton>
        </Form>
      </Card>
    </div>
  );
}
