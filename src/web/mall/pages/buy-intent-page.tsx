import { App, Button, Empty, Form, Modal, Radio, Space, Spin, Table, Tabs, Tag } from "antd";
import dayjs from "dayjs";
import { useMemo, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { BUY_INTENT_STATES, type BuyIntentState } from "../../../core/flows/buy-intent";
import { CompactHeader } from "../../layout/compact-header";
import { usePortalState } from "../../portal/portal-state";
import { mallApi, reason } from "../api";
import { AddressFields } from "../parts/address-fields";
import { useMall } from "../use-mall";
import { yuan, type Address, type Page } from "../types";
import "../mall-pages.css";
import { PurchaseButton } from "../parts/purchase-grant";

export interface Intent {
  id: number;
  intentNo: string;
  goodsId: number;
  goodsName: string;
  spec: string | null;
  unit: string;
  image: string | null;
  shopId: number;
  shopName: string;
  quantity: number;
  targetPrice: number | null;
  region: string;
  remark: string | null;
  status: BuyIntentState;
  quotePrice: number | null;
  validUntil: string | null;
  sellerReply: string | null;
  orderId: number | null;
  createdAt: string;
  /** Why 下单 is not offered now; null when it is. */
  orderBlock: string | null;
}

const newKey = () =>
  (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`).replace(
    /[^A-Za-z0-9-]/g,
    "",
  );

/** /goodspurchase: the buyer's buy intents, each with the seller's reply, and 下单 at the private price while it holds. */
export default function BuyIntentPage() {
  const { user } = usePortalState();
  const [params, setParams] = useSearchParams();
  const status = params.get("status") ?? "";
  const pageNum = Number(params.get("pageNum") ?? 1);
  const intents = useMall<Page<Intent>>(
    "buyPurposeMine",
    { status: status || undefined, pageNum, pageSize: 10 },
    !!user,
  );
  const [ordering, setOrdering] = useState<Intent>();
  const tabs = [
    { key: "", label: "全部" },
    ...Object.entries(BUY_INTENT_STATES).map(([k, s]) => ({ key: k, label: s.label })),
  ];
  return (
    <>
      <CompactHeader title="我的采购意向" extra={<Link to="/">返回商城</Link>} />
      <div className="mall-wrap order-page buy-intent-page">
        {!user ? (
          <Empty description="登录后查看您提交的采购意向">
            <Link to="/login?retUrl=%2Fgoodspurchase">
              <Button type="primary">去登录</Button>
            </Link>
          </Empty>
        ) : (
          <>
            <Tabs activeKey={status} onChange={(k) => setParams(k ? { status: k } : {})} items={tabs} />
            <Table<Intent>
              rowKey="id"
              loading={intents.loading}
              dataSource={intents.data?.list ?? []}
              scroll={{ x: 1000 }}
              locale={{ emptyText: <Empty description="暂无采购意向，可在货品页点击「采购意向」向卖家询价" /> }}
              pagination={{
                current: pageNum,
                pageSize: 10,
                total: intents.data?.total ?? 0,
                onChange: (p) => setParams({ ...(status ? { status } : {}), pageNum: String(p) }),
              }}
              columns={[
                {
                  title: "货品",
                  width: 300,
                  render: (_, r) => (
                    <Space>
                      <img src={r.image ?? ""} alt="" width={48} height={48} />
                      <span>
                        <Link to={`/goodInfo?id=${r.goodsId}`}>{r.goodsName}</Link>
                        <br />
                        <small className="muted-text">
                          {r.spec} · <Link to={`/storeInfo/info?shopId=${r.shopId}`}>{r.shopName}</Link>
                        </small>
                      </span>
                    </Space>
                  ),
                },
                {
                  title: "采购需求",
                  render: (_, r) => (
                    <span>
                      {r.quantity}
                      {r.unit}，期望 {r.targetPrice ? `${yuan(r.targetPrice)}/${r.unit}` : "面议"}
                      <br />
                      <small className="muted-text">配送至 {r.region}</small>
                    </span>
                  ),
                },
                {
                  title: "提交时间",
                  dataIndex: "createdAt",
                  render: (v: string, r) => (
                    <span>
                      {dayjs(v).format("YYYY-MM-DD HH:mm")}
                      <br />
                      <small className="muted-text">{r.intentNo}</small>
                    </span>
                  ),
                },
                {
                  title: "状态",
                  dataIndex: "status",
                  render: (s: BuyIntentState) => (
                    <Tag color={BUY_INTENT_STATES[s]?.color} className="intent-status">
                      {BUY_INTENT_STATES[s]?.label ?? s}
                    </Tag>
                  ),
                },
                {
                  title: "卖家回复",
                  render: (_, r) =>
                    r.status === "open" ? (
                      <span className="muted-text">等待卖家回复</span>
                    ) : (
                      <span className="intent-reply">
                        {r.quotePrice !== null && r.status !== "declined" && (
                          <b className="money">
                            {yuan(r.quotePrice)}/{r.unit}
                          </b>
                        )}
                        {r.validUntil && r.status !== "declined" && (
                          <small className="muted-text">
                            {" "}
                            有效期至 {dayjs(r.validUntil).format("YYYY-MM-DD HH:mm")}
                          </small>
                        )}
                        {r.sellerReply && (
                          <>
                            <br />
                            <small>{r.sellerReply}</small>
                          </>
                        )}
                      </span>
                    ),
                },
                {
                  title: "操作",
                  fixed: "right",
                  render: (_, r) =>
                    r.orderId ? (
                      <Link to={`/orderParticulars?id=${r.orderId}`}>查看订单</Link>
                    ) : !r.orderBlock ? (
                      <PurchaseButton grant="buyIntent" type="primary" size="small" onClick={() => setOrdering(r)}>
                        下单
                      </PurchaseButton>
                    ) : null,
                },
              ]}
            />
          </>
        )}
      </div>
      {ordering && <OrderDialog intent={ordering} onClose={() => setOrdering(undefined)} />}
    </>
  );
}

/** 下单 at the reply's price: the buyer picks a delivery address (or writes one); the server prices and places the order. */
function OrderDialog({ intent, onClose }: { intent: Intent; onClose: () => void }) {
  const book = useMall<Address[]>("addressList");
  const [addressId, setAddressId] = useState<number>();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Omit<Address, "id" | "isDefault">>();
  const submitKey = useMemo(newKey, []);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const addresses = book.data ?? [];
  // until the address book answers, the dialog cannot tell a saved address from none: 提交订单 waits for it,
  // or a quick click would be refused for an empty address form the buyer never meant to fill
  const waiting = book.loading && !book.data;
  const chosen = addressId ?? addresses[0]?.id;
  const submit = async () => {
    const address = chosen ? undefined : await form.validateFields();
    setBusy(true);
    try {
      const r = await mallApi<{ orderId: number }>("buyPurposeOrder", {
        id: intent.id,
        submitKey,
        ...(chosen ? { addressId: chosen } : { address }),
      });
      message.success("订单已生成，请尽快支付");
      navigate(`/orderParticulars?id=${r.orderId}`);
    } catch (e) {
      const errors = (e as { errors?: Record<string, string> }).errors ?? {};
      form.setFields(
        Object.entries(errors)
          .filter(([k]) => ["name", "phone", "region", "detail"].includes(k))
          .map(([name, msg]) => ({ name: name as "name", errors: [msg] })),
      );
      message.error(reason(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title="按卖家报价下单"
      open
      onOk={submit}
      onCancel={onClose}
      okText="提交订单"
      cancelText="取消"
      confirmLoading={busy}
      okButtonProps={{ disabled: waiting }}
      destroyOnHidden
    >
      <p>
        {intent.goodsName}
        {intent.spec && !intent.goodsName.includes(intent.spec) ? ` ${intent.spec}` : ""}：
        <b className="money">{yuan(intent.quotePrice ?? 0)}</b>/{intent.unit} × {intent.quantity}
        {intent.unit} = <b className="money">{yuan((intent.quotePrice ?? 0) * intent.quantity)}</b>
        <br />
        <small className="muted-text">
          专属报价仅您可用，有效期至 {dayjs(intent.validUntil).format("YYYY-MM-DD HH:mm")}；运费按货品运费规则另计
        </small>
      </p>
      {waiting ? (
        <Spin />
      ) : addresses.length ? (
        <Radio.Group value={chosen} onChange={(e) => setAddressId(e.target.value)} aria-label="收货地址">
          <Space direction="vertical">
            {addresses.map((a) => (
              <Radio key={a.id} value={a.id}>
                <b>{a.name}</b> {a.phone} {a.region} {a.detail}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      ) : (
        <Form form={form} layout="vertical">
          <AddressFields />
        </Form>
      )}
    </Modal>
  );
}
