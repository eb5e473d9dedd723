import { App, Form, Input, InputNumber, Modal } from "antd";
import { MOBILE, phoneMessage } from "../../../core/phone-rules";
import { useNavigate } from "react-router";
import { RegionPicker } from "../../regions/region-picker";
import { mallApi, reason } from "../api";
import { usePortalState } from "../../portal/portal-state";

type Values = {
  quantity: number;
  targetPrice?: number;
  region: string;
  contact: string;
  phone: string;
  remark?: string;
};

/**
 * 采购意向 (addbuypurpose): an enterprise buyer asks the shop for a price on this goods; the seller answers in its
 * seller center and the buyer orders at the answer from /goodspurchase. The server says who may not (a personal
 * account, the shop's own enterprise) and the dialog shows it.
 */
export function BuyIntent({
  goods,
  skuId,
  quantity,
  open,
  onClose,
}: {
  goods: { id: number; name: string; unit: string };
  skuId?: number;
  quantity: number;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const { user } = usePortalState();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const submit = async () => {
    const values = await form.validateFields();
    try {
      await mallApi("buyPurpose", { ...values, goodsId: goods.id, skuId });
      onClose();
      modal.success({
        title: "采购意向已提交",
        content: "卖家回复报价后，可在「我的采购意向」中按报价下单。",
        okText: "查看我的采购意向",
        onOk: () => navigate("/goodspurchase"),
      });
    } catch (e) {
      const errors = (e as { errors?: Record<string, string> }).errors ?? {};
      const known = Object.entries(errors).filter(([name]) => name in form.getFieldsValue(true));
      form.setFields(known.map(([name, msg]) => ({ name: name as keyof Values, errors: [msg] })));
      if (!known.length) message.error(reason(e));
    }
  };
  return (
    <Modal
      title={`提交采购意向 · ${goods.name}`}
      open={open}
      onOk={submit}
      onCancel={onClose}
      okText="提交"
      cancelText="取消"
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ contact: user?.name, phone: user?.phone, quantity }}
      >
        <Form.Item
          name="quantity"
          label={`采购数量（${goods.unit}）`}
          rules={[{ required: true, message: "请填写采购数量" }]}
        >
          <InputNumber min={1} precision={0} style={{ width: "100%" }} aria-label="采购数量" />
        </Form.Item>
        <Form.Item name="targetPrice" label={`期望单价（元/${goods.unit}）`} extra="选填，卖家回复的专属报价只对您有效">
          <InputNumber min={0.01} precision={2} style={{ width: "100%" }} aria-label="期望单价" />
        </Form.Item>
        <Form.Item name="region" label="配送地区" rules={[{ required: true, message: "请选择配送地区" }]}>
          <RegionPicker depth={2} partial placeholder="选择省 / 市" aria-label="配送地区" />
        </Form.Item>
        <Form.Item name="contact" label="联系人" rules={[{ required: true, message: "请填写联系人" }]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item
          name="phone"
          label="手机号"
          rules={[
            { required: true, message: "请填写手机号" },
            { pattern: MOBILE, message: phoneMessage("手机号") },
          ]}
        >
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item name="remark" label="采购说明">
          <Input.TextArea maxLength={200} rows={3} placeholder="交货时间、付款方式、包装要求等" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
