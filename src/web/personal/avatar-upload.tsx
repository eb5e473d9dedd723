import { IdcardOutlined, UploadOutlined } from "@ant-design/icons";
import { App, Avatar, Button, Space, Typography, Upload } from "antd";
import { useState } from "react";
import { showError } from "../pages/account/account-api";
import { product } from "../product";
import { http, identity } from "../services";
import { fileUrl } from "./file-host";

const TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"];
const MAX_BYTES = 2 * 1024 * 1024;

/** Avatar: a one-time token (fileUpload.upload.token.get), the multipart upload, then update.photo. */
export function AvatarUpload({ image, onSaved }: { image: string | null | undefined; onSaved: (name: string) => void }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    if (!TYPES.includes(file.type)) return void message.error("仅支持 JPG、PNG、GIF、WEBP 格式的图片");
    if (file.size > MAX_BYTES) return void message.error("图片大小不能超过2MB");
    setBusy(true);
    try {
      const token = (await http.request<{ token: string }>({ method: "GET", url: `${product}.fileUpload.upload.token.get/1.0` })).data.token;
      const body = new FormData();
      body.append("file", file);
      const stored = await http.request<{ name: string }>({ method: "POST", url: `${product}.fileUpload.upload/1.0`, params: { token }, data: body });
      await http.request({ method: "POST", url: `${product}.usercenter.user.update.photo/1.0`, data: { image: stored.data.name } });
      message.success("头像已更新");
      identity.forget();
      onSaved(stored.data.name);
    } catch (e) {
      showError(undefined, e, message.error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space size={24} align="center">
      <Avatar size={88} src={fileUrl(image)} icon={<IdcardOutlined />} />
      <div>
        <Upload accept={TYPES.join(",")} showUploadList={false} beforeUpload={(file) => (void upload(file), false)}>
          <Button icon={<UploadOutlined />} loading={busy}>
            上传头像
          </Button>
        </Upload>
        <Typography.Paragraph type="secondary" style={{ margin: "8px 0 0" }}>
          支持 JPG、PNG、GIF、WEBP，大小不超过2MB
        </Typography.Paragraph>
      </div>
    </Space>
  );
}
