import { DeleteOutlined, LoadingOutlined, PlusOutlined } from "@ant-design/icons";
import { App, Button, Image, Space, Typography, Upload } from "antd";
import { useState } from "react";
import { showError } from "../pages/account/account-api";
import { fileUrl } from "../personal/file-host";
import { IMAGE_RULE, IMAGE_TYPES, imageProblem, uploadImage } from "../upload-image";

/** The form control of an `image` field: upload a picture, see it, replace or remove it; the value is its URL. */
export function ImageInput({ id, value, onChange }: { id?: string; value?: string | null; onChange?: (url: string | null) => void }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    const problem = imageProblem(file);
    if (problem) return void message.error(problem);
    setBusy(true);
    try {
      onChange?.((await uploadImage(file)).url);
    } catch (e) {
      showError(undefined, e, message.error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space align="start" size={16} className="image-input">
      {value && <Image src={fileUrl(value)} width={104} height={104} style={{ objectFit: "cover", borderRadius: 6 }} />}
      <div>
        <Upload id={id} accept={IMAGE_TYPES.join(",")} showUploadList={false} beforeUpload={(file) => (void upload(file), false)}>
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
