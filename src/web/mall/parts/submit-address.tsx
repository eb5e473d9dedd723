import { App, Button, Card, Empty, Form, Modal, Radio } from "antd";
import { useState } from "react";
import { mallApi, reason } from "../api";
import type { Address } from "../types";
import { AddressFields } from "./address-fields";

/** 收货地址 of an order being submitted: the buyer's address book to pick from, and a dialog to add one. */
export function SubmitAddress({
  book,
  value,
  onChange,
  onAdded,
}: {
  book: Address[];
  value: number | undefined;
  onChange: (id: number) => void;
  /** After an address is saved: the book reloaded, and the new one chosen. */
  onAdded: (id: number) => Promise<void>;
}) {
  const [adding, setAdding] = useState(false);
  const [form] = Form.useForm<Omit<Address, "id" | "isDefault">>();
  const { message } = App.useApp();
  const saveAddress = async () => {
    const values = await form.validateFields();
    const row = await mallApi<Address>("addressSave", { ...values, isDefault: book.length === 0 }).catch(
      (e) => void message.error(reason(e)),
    );
    if (!row) return;
    setAdding(false);
    form.resetFields();
    await onAdded(row.id);
  };
  return (
    <>
      <Card title="收货地址" extra={<a onClick={() => setAdding(true)}>新增收货地址</a>}>
        {book.length ? (
          <Radio.Group value={value} onChange={(e) => onChange(e.target.value)} className="address-list">
            {book.map((a) => (
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
          <Empty description="还没有收货地址">
            <Button onClick={() => setAdding(true)}>新增收货地址</Button>
          </Empty>
        )}
      </Card>
      <Modal
        title="新增收货地址"
        open={adding}
        onOk={saveAddress}
        onCancel={() => setAdding(false)}
        okText="保存"
        cancelText="取消"
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <AddressFields />
        </Form>
      </Modal>
    </>
  );
}
