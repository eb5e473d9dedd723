import { DatePicker, Input, InputNumber, Select, Switch } from "antd";
import type { ReactNode } from "react";
import type { FieldDef } from "../../core/fields";
import { RefSelect } from "./ref-select";

/** The antd control that edits one field on the create/edit form. */
export function fieldInput(f: FieldDef): ReactNode {
  const placeholder = f.placeholder;
  switch (f.type) {
    case "textarea":
      return <Input.TextArea rows={4} showCount maxLength={f.max} placeholder={placeholder ?? `请输入${f.label}`} />;
    case "int":
      return <InputNumber style={{ width: "100%" }} precision={0} min={f.min} max={f.max} placeholder={placeholder ?? `请输入${f.label}`} />;
    case "money":
      return <InputNumber style={{ width: "100%" }} precision={2} min={f.min} max={f.max} prefix="¥" placeholder={placeholder ?? "0.00"} />;
    case "decimal":
      return <InputNumber style={{ width: "100%" }} min={f.min} max={f.max} step={0.01} placeholder={placeholder ?? `请输入${f.label}`} />;
    case "enum":
      return <Select allowClear options={f.options?.map(({ value, label }) => ({ value, label }))} placeholder={placeholder ?? `请选择${f.label}`} />;
    case "bool":
      return <Switch checkedChildren="是" unCheckedChildren="否" />;
    case "date":
      return <DatePicker style={{ width: "100%" }} placeholder={placeholder ?? "请选择日期"} />;
    case "datetime":
      return <DatePicker showTime style={{ width: "100%" }} placeholder={placeholder ?? "请选择时间"} />;
    case "ref":
      return <RefSelect refName={f.ref!} {...(placeholder ? { placeholder } : {})} />;
    case "image":
      return <Input allowClear maxLength={f.max} placeholder={placeholder ?? "请输入图片地址"} />;
    default:
      return <Input allowClear showCount maxLength={f.max} placeholder={placeholder ?? `请输入${f.label}`} />;
  }
}
