import { Alert, App, Button, Card, Empty, Form, Modal, Radio } from "antd";
import { useState } from "react";
import { mallApi, reason } from "../api";
import { useMall } from "../use-mall";
import type { Address, Order } from "../types";
import { AddressFields } from "./address-fields";

/**
 * 收货信息 of an order still without an address (a won auction whose winner had none): the buyer picks one of its
 * book, or adds one, and confirms it; until then the order cannot be paid and the seller cannot ship it.
 */
export function OrderAddressChoice({ order, onDone }: { order: Order; onDone: () => void }) {
  const book = useMall<Address[]>("addressList");
  const [picked, setPicked] = useState<number>();
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Omit<Address, "id" | "isDefault">>();
  const { message } = App.useApp();
  const list = book.data ?? [];
  const chosen = picked ?? list[0]?.id;
  const confirm = async () => {
    if (!chosen) return void message.warning("请先新增收货地址");
    setBusy(true);
    try {
      await mallApi("orderAddress", { id: order.id, addressId: chosen });
      message.success("收货地址已确认，请支付订单");
      onDone();
    } catch (e) {
      message.error(reason(e));
    } finally {
      setBusy(false);
    }
  };
  const save = async () => {
    const values = await form.validateFields();
    const row = await mallApi<Address>("addressSave", { ...values, isDefault: list.length === 0 }).catch(
      (e) => void message.error(reason(e)),
    );
    if (!row) return;
    setAdding(false);
    form.resetFields();
    await book.reload();
    setPicked(row.id);
  };
  return (
    <Card title="收货信息" extra={<a onClick={() => setAdding(true)}>新增收货地址</a>}>
      <Alert
        type="warning"
        showIcon
        className="order-address-alert"
        message="请确认收货地址"
        description="该订单生成时您还没有收货地址。确认收货地址后才能支付，卖家也才能发货。"
      />
      {list.length ? (
        <Radio.Group value={chosen} onChange={(e) => setPicked(e.target.value)} className="address-list">
          {list.map((a) => (
            <Radio key={a.id} value={a.id} className="address-item">
              <b>{a.name}</b> {a.phone}{" "}
              <span>
                {a.region} {a.detail}
              </span>
              {a.isDefault && <em>默认</em>}
            </Radio>
          ))}
        </Radio.Group>
      ) : (
        !book.loading && (
          <Empty description="还没有收货地址">
            <Button onClick={() => setAdding(true)}>新增收货地址</Button>
          </Empty>
        )
      )}
      {list.length > 0 && (
        <Button type="primary" loading={busy} onClick={() => void confirm()}>
          确认收货地址
        </Button>
      )}
      <Modal
        title="新增收货地址"
        open={adding}
        onOk={save}
        onCancel={() => setAdding(false)}
        okText="保存"
        cancelText="取消"
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <AddressFields />
        </Form>
      </Modal>
    </Card>
  );
}
