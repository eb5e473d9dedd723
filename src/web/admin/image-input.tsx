import { DeleteOutlined, LoadingOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Image, Space, Typography, Upload } from "antd";
import { fileUrl } from "../personal/file-host";
import { IMAGE_RULE, IMAGE_TYPES } from "../upload-image";
import { useImageUpload } from "../use-image-upload";

/**
 * The form control of an `image` field: upload a picture, see it, replace or remove it; the value is its URL.
 * `compact` (a cell of a lines table) shows a small picture and leaves the upload rule to the button's title.
 */
export function ImageInput({
  id,
  value,
  onChange,
  compact,
}: {
  id?: string;
  value?: string | null;
  onChange?: (url: string | null) => void;
  compact?: boolean;
}) {
  const { busy, beforeUpload } = useImageUpload((stored) => onChange?.(stored.url));
  const side = compact ? 48 : 104;
  const size = compact ? ("small" as const) : undefined;
  return (
    <Space align="start" size={compact ? 8 : 16} className="image-input">
      {value && (
        <Image src={fileUrl(value)} width={side} height={side} style={{ objectFit: "cover", borderRadius: 6 }} />
      )}
      <div>
        <Upload id={id} accept={IMAGE_TYPES.join(",")} showUploadList={false} beforeUpload={beforeUpload}>
          <Button
            size={size}
            icon={busy ? <LoadingOutlined /> : <PlusOutlined />}
            disabled={busy}
            title={compact ? IMAGE_RULE : undefined}
          >
            {value ? "更换图片" : "上传图片"}
          </Button>
        </Upload>
        {value && (
          <Button size={size} type="link" danger icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
            移除
          </Button>
        )}
        {!compact && (
          <Typography.Paragraph type="secondary" style={{ margin: "8px 0 0" }}>
            {IMAGE_RULE}
          </Typography.Paragraph>
        )}
      </div>
    </Space>
  );
}
