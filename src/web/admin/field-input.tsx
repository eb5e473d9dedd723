import { DatePicker, Input, InputNumber, Select, Switch } from "antd";
import type { ReactNode } from "react";
import type { FieldDef } from "../../core/fields";
import { MALL_CATEGORY_TREE } from "../../core/category-axis";
import { CatalogueSelect } from "./catalogue-select";
import { CategoryAxisInput } from "./category-axis-input";
import { FileInput } from "./file-input";
import { ImageInput } from "./image-input";
import { ImagesInput } from "./images-input";
import { RefSelect } from "./ref-select";
import { RegionsInput } from "./regions-input";
import { RegionPicker } from "../regions/region-picker";
import { TagsInput } from "./tags-input";
import { RichTextInput } from "./rich-text-input";

/**
 * The antd control that edits one field on the create/edit form. Controls never clamp, round or cut
 * what is typed or pasted: the field's rules say what is wrong, so nothing is silently lost. `holder`
 * (`tenderOrder.bidOfferId`) names the field on its resource, so a unique ref offers only free rows; `compact`
 * fits a control into a cell of a lines table (a banner's picture).
 */
export function fieldInput(f: FieldDef, holder?: string, o: { compact?: boolean } = {}): ReactNode {
  const placeholder = f.placeholder;
  const count = f.max !== undefined ? { count: { show: true, max: f.max } } : {};
  if (f.pickFrom) return <CatalogueSelect field={f} />;
  if (f.tree === MALL_CATEGORY_TREE) return <CategoryAxisInput field={f} />;
  switch (f.type) {
    case "textarea":
      return <Input.TextArea rows={4} {...count} placeholder={placeholder ?? `请输入${f.label}`} />;
    case "richtext":
      return <RichTextInput max={f.max} placeholder={placeholder ?? `请输入${f.label}`} />;
    case "int":
      return <InputNumber style={{ width: "100%" }} placeholder={placeholder ?? `请输入${f.label}`} />;
    case "money":
      return <InputNumber style={{ width: "100%" }} prefix="¥" placeholder={placeholder ?? "0.00"} />;
    case "decimal":
      return <InputNumber style={{ width: "100%" }} step={0.01} placeholder={placeholder ?? `请输入${f.label}`} />;
    case "enum":
      return (
        <Select
          allowClear
          options={f.options?.map(({ value, label }) => ({ value, label }))}
          placeholder={placeholder ?? `请选择${f.label}`}
        />
      );
    case "bool":
      return <Switch checkedChildren="是" unCheckedChildren="否" />;
    case "date":
      return <DatePicker style={{ width: "100%" }} placeholder={placeholder ?? "请选择日期"} />;
    case "datetime":
      return <DatePicker showTime style={{ width: "100%" }} placeholder={placeholder ?? "请选择时间"} />;
    case "ref":
    case "refs":
      return <RefSelect field={f} holder={holder} />;
    case "image":
      return <ImageInput compact={o.compact} />;
    case "images":
      return <ImagesInput max={f.max} hint={placeholder} />;
    case "file":
      return <FileInput />;
    case "regions":
      return <RegionsInput field={f} />;
    case "place":
      return <RegionPicker partial={!!f.level} placeholder={placeholder ?? `请选择${f.label}`} />;
    case "tags":
      return <TagsInput field={f} />;
    default:
      return <Input allowClear {...count} placeholder={placeholder ?? `请输入${f.label}`} />;
  }
}
