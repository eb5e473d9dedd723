import { IdcardOutlined, UploadOutlined } from "@ant-design/icons";
import { App, Avatar, Button, Space, Typography, Upload } from "antd";
import { product } from "../product";
import { http, identity } from "../services";
import { IMAGE_RULE, IMAGE_TYPES } from "../upload-image";
import { useImageUpload } from "../use-image-upload";
import { fileUrl } from "./file-host";

/** Avatar: a one-time token (fileUpload.upload.token.get), the multipart upload, then update.photo. */
export function AvatarUpload({
  image,
  onSaved,
}: {
  image: string | null | undefined;
  onSaved: (name: string) => void;
}) {
  const { message } = App.useApp();
  const { busy, beforeUpload } = useImageUpload(async (stored) => {
    await http.request({
      method: "POST",
      url: `${product}.usercenter.user.update.photo/1.0`,
      data: { image: stored.name },
    });
    message.success("头像已更新");
    identity.forget();
    onSaved(stored.name);
  });
  return (
    <Space size={24} align="center">
      <Avatar size={88} src={fileUrl(image)} icon={<IdcardOutlined />} />
      <div>
        <Upload accept={IMAGE_TYPES.join(",")} showUploadList={false} beforeUpload={beforeUpload}>
          <Button icon={<UploadOutlined />} loading={busy}>
            上传头像
          </Button>
        </Upload>
        <Typography.Paragraph type="secondary" style={{ margin: "8px 0 0" }}>
          {IMAGE_RULE}
        </Typography.Paragraph>
      </div>
    </Space>
  );
}
