import { FilePdfOutlined } from "@ant-design/icons";
import { Button, Space, Tag } from "antd";
import dayjs from "dayjs";
import { lazy, Suspense, type ReactNode } from "react";
import { lineTitle, type FieldDef } from "../../core/fields";
import { shownOption } from "../../core/shown-option";
import { fileUrl } from "../personal/file-host";
import { RichTextView } from "../rich-text-view";
import { documentUrl } from "../upload-document";
import "./link-button.css";
import { moneyText } from "../../core/money-text";

/** Row as the server sends it: fields plus `refLabels` naming each referenced row. */
export type Row = Record<string, unknown> & { id: number; refLabels?: Record<string, string> };

// antd's Image and its preview (~11 KB gzip) come after the list: until then the same pictures, at the same size
const ImageValue = lazy(() => import("./image-value"));

function Pictures({ urls, size }: { urls: (string | undefined)[]; size: number }) {
  const plain = (url: string | undefined, i: number) => (
    <img
      key={`${url}-${i}`}
      src={url}
      width={size}
      height={size}
      style={{ objectFit: "cover", borderRadius: 4 }}
      alt=""
    />
  );
  const fallback =
    urls.length === 1 ? (
      plain(urls[0], 0)
    ) : (
      <Space size={8} wrap className="images-value">
        {urls.map(plain)}
      </Space>
    );
  return (
    <Suspense fallback={fallback}>
      <ImageValue urls={urls} size={size} />
    </Suspense>
  );
}

export const formatMoney = (v: number) => `¥${moneyText(v)}`;

/** The lines a `picks` field holds, by name (`lineFields` name them); every line of the row reads as 全部 with the count. */
function PickedLines({
  lineFields,
  picked,
  lines,
}: {
  lineFields?: Record<string, FieldDef>;
  picked: unknown;
  lines: unknown;
}): ReactNode {
  const ids = Array.isArray(picked) ? picked.map(Number) : [];
  if (!ids.length) return <span className="muted">-</span>;
  if (!Array.isArray(lines) || !lineFields) return `${ids.length}项`;
  const rows = lines as Row[];
  if (rows.length > 1 && rows.every((l) => ids.includes(l.id))) return `全部（${rows.length}项）`;
  return (
    rows
      .filter((l) => ids.includes(l.id))
      .map((l) => lineTitle(lineFields, l))
      .join("、") || `${ids.length}项`
  );
}

/**
 * How one field's value reads in a table cell or a detail view; `fields`, the row's other fields, let picked
 * lines read by name.
 */
export function FieldValue({
  field,
  name,
  row,
  fields,
}: {
  field: FieldDef;
  name: string;
  row: Row;
  fields?: Record<string, FieldDef>;
}): ReactNode {
  const value = row[name];
  // the server names a range (山东省、河南省郑州市); none picked is no limit
  if (field.type === "tags")
    return Array.isArray(value) && value.length ? (row.refLabels?.[name] ?? value.join("、")) : "-";
  if (field.type === "regions")
    return Array.isArray(value) && value.length ? (row.refLabels?.[name] ?? value.join("、")) : "全国";
  if (value === undefined || value === null || value === "") return <span className="muted">-</span>;
  switch (field.type) {
    case "enum": {
      const option = shownOption(field, row, value, Date.now());
      const text = option?.label ?? String(value);
      // Coloured options are states worth a tag; plain ones (units, categories) read as text.
      return option?.color ? <Tag color={option.color}>{text}</Tag> : text;
    }
    case "money":
      return <span className="money">{formatMoney(Number(value))}</span>;
    case "bool":
      return value ? "是" : "否";
    case "ref":
      return row.refLabels?.[name] ?? `#${String(value)}`;
    case "refs":
      // the server names them in one text (绿野饲料、丰收农牧); none picked reads as blank
      if (!Array.isArray(value) || !value.length) return <span className="muted">-</span>;
      return row.refLabels?.[name] ?? value.map((id) => `#${String(id)}`).join("、");
    case "picks":
      return <PickedLines lineFields={fields?.[field.picks!]?.lines} picked={value} lines={row[field.picks!]} />;
    case "datetime":
      return dayjs(String(value)).format("YYYY-MM-DD HH:mm");
    case "date":
      return dayjs(String(value)).format("YYYY-MM-DD");
    case "file":
      return (
        <Button type="link" size="small" href={documentUrl(String(value))} download className="file-link link-button">
          <FilePdfOutlined style={{ marginRight: 4 }} />
          下载
        </Button>
      );
    case "richtext":
      return <RichTextView html={String(value)} className="richtext-value" />;
    case "image":
      return <Pictures urls={[fileUrl(String(value))]} size={48} />;
    case "images":
      if (!Array.isArray(value) || !value.length) return <span className="muted">-</span>;
      return <Pictures urls={value.map((url) => fileUrl(String(url)))} size={64} />;
    default:
      return String(value);
  }
}
