import { App, Form, Input, InputNumber, Modal } from "antd";
import { mallApi, reason } from "../api";
import { usePortalState } from "../../portal/portal-state";

type Values = { contact: string; phone: string; quantity: number; remark?: string };

/** 采购意向 (addbuypurpose): a buyer who wants a larger or negotiated quantity leaves contact details. */
export function BuyIntent({ goodsId, open, onClose }: { goodsId: number; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { user } = usePortalState();
  const { message } = App.useApp();
  const submit = async () => {
    const values = await form.validateFields();
    try {
      await mallApi("buyPurpose", { ...values, goodsId });
      message.success("采购意向已提交，卖家将尽快与您联系");
      onClose();
    } catch (e) {
      const errors = (e as { errors?: Record<string, string> }).errors ?? {};
      form.setFields(Object.entries(errors).map(([name, msg]) => ({ name: name as keyof Values, errors: [msg] })));
      if (!Object.keys(errors).length) message.error(reason(e));
    }
  };
  return (
    <Modal title="提交采购意向" open={open} onOk={submit} onCancel={onClose} okText="提交" cancelText="取消" destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ contact: user?.name, phone: user?.phone, quantity: 10 }}>
        <Form.Item name="contact" label="联系人" rules={[{ required: true, message: "请填写联系人" }]}><Input maxLength={20} /></Form.Item>
        <Form.Item name="phone" label="手机号" rules={[{ required: true, pattern: /^1\d{10}$/, message: "请填写正确的手机号" }]}><Input maxLength={11} /></Form.Item>
        <Form.Item name="quantity" label="采购数量" rules={[{ required: true, message: "请填写采购数量" }]}><InputNumber min={1} precision={0} style={{ width: "100%" }} /></Form.Item>
        <Form.Item name="remark" label="备注"><Input.TextArea maxLength={200} rows={3} placeholder="期望价格、交货时间、付款方式等" /></Form.Item>
      </Form>
    </Modal>
  );
}
