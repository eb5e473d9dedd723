import { Form, Input } from "antd";
import { addressFields } from "../../../core/address-fields";
import { rulesFor } from "../../admin/field-rules";
import { RegionPicker } from "../../regions/region-picker";

/** The declaration the server's addressSave and orderSave check: the form's rules are its rules. */
const address = { fields: addressFields };
const { name, phone, region, detail } = addressFields;

/** The fields of a new delivery address (收货人, 手机号, 所在地区, 详细地址), for a form the caller owns. */
export function AddressFields() {
  return (
    <>
      <Form.Item name="name" label={name.label} rules={rulesFor(address, "name")}>
        <Input maxLength={name.max} />
      </Form.Item>
      <Form.Item name="phone" label={phone.label} rules={rulesFor(address, "phone")}>
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item name="region" label={region.label} rules={rulesFor(address, "region")}>
        <RegionPicker />
      </Form.Item>
      <Form.Item name="detail" label={detail.label} rules={rulesFor(address, "detail")}>
        <Input maxLength={detail.max} />
      </Form.Item>
    </>
  );
}
