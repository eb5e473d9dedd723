import { DeleteOutlined, LoadingOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Image, Space, Typography, Upload } from "antd";
import { fileUrl } from "../personal/file-host";
import { IMAGE_RULE, IMAGE_TYPES } from "../upload-image";
import { useImageUpload } from "../use-image-upload";

/** The form control of an `image` field: upload a picture, see it, replace or remove it; the value is its URL. */
export function ImageInput({ id, value, onChange }: { id?: string; value?: string | null; onChange?: (url: string | null) => void }) {
  const { busy, beforeUpload } = useImageUpload((stored) => onChange?.(stored.url));
  return (
    <Space align="start" size={16} className="image-input">
      {value && <Image src={fileUrl(value)} width={104} height={104} style={{ objectFit: "cover", borderRadius: 6 }} />}
      <div>
        <Upload id={id} accept={IMAGE_TYPES.join(",")} showUploadList={false} beforeUpload={beforeUpload}>
          <Button icon={busy ? <LoadingOutlined /> : <PlusOutlined />} disabled={busy}>
            {value ? "更换图片" : "上传图片"}
          </Button>
        </Upload>
        {value && (
          <Button type="link" danger icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
            移除
          </Button>
        )}
        <Typography.Paragraph type="secondary" style={{ margin: "8px 0 0" }}>
          {IMAGE_RULE}
        </Typography.Paragraph>
      </div>
    </Space>
  );
}
