import { Form, Input } from "antd";
import { RegionPicker } from "../../regions/region-picker";

/** The fields of a new delivery address (收货人, 手机号, 所在地区, 详细地址), for a form the caller owns. */
export function AddressFields() {
  return (
    <>
      <Form.Item name="name" label="收货人" rules={[{ required: true, message: "请填写收货人" }]}><Input maxLength={20} /></Form.Item>
      <Form.Item name="phone" label="手机号" rules={[{ required: true, pattern: /^1\d{10}$/, message: "请填写正确的手机号" }]}><Input maxLength={11} /></Form.Item>
      <Form.Item name="region" label="所在地区" rules={[{ required: true, message: "请选择所在地区" }]}><RegionPicker /></Form.Item>
      <Form.Item name="detail" label="详细地址" rules={[{ required: true, message: "请填写详细地址" }]}><Input maxLength={120} /></Form.Item>
    </>
  );
}
