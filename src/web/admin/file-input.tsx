import { DeleteOutlined, FilePdfOutlined, LoadingOutlined, UploadOutlined } from "@ant-design/icons";
import { App, Button, Space, Typography, Upload } from "antd";
import { useState } from "react";
import { showError } from "../pages/account/account-api";
import { DOCUMENT_RULE, documentProblem, documentUrl } from "../upload-document";
import { uploadFile } from "../upload-image";

/** The form control of a `file` field: upload a PDF, open it, replace or remove it; the value is its stored name. */
export function FileInput({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: string | null;
  onChange?: (name: string | null) => void;
}) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [picked, setPicked] = useState<string>();
  const upload = async (file: File) => {
    const problem = documentProblem(file);
    if (problem) return void message.error(problem);
    setBusy(true);
    try {
      onChange?.((await uploadFile(file)).name);
      setPicked(file.name);
    } catch (e) {
      showError(undefined, e, message.error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space direction="vertical" size={4} className="file-input">
      {value && (
        <Space>
          <FilePdfOutlined style={{ color: "#cf1322" }} />
          {/* a fresh upload belongs to no row yet, so only its name shows; a saved one opens for the row's readers */}
          {picked ? (
            <Typography.Text className="file-picked">{picked}</Typography.Text>
          ) : (
            <Typography.Link href={documentUrl(value)} target="_blank">
              查看已上传的PDF
            </Typography.Link>
          )}
          <Button type="link" danger size="small" icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
            移除
          </Button>
        </Space>
      )}
      {/* antd Upload: take the file ourselves and stop its own request */}
      <Upload
        id={id}
        accept="application/pdf"
        showUploadList={false}
        beforeUpload={(file) => (void upload(file), false)}
      >
        <Button icon={busy ? <LoadingOutlined /> : <UploadOutlined />} disabled={busy}>
          {value ? "重新上传" : "上传PDF"}
        </Button>
      </Upload>
      <Typography.Text type="secondary">{DOCUMENT_RULE}</Typography.Text>
    </Space>
  );
}
