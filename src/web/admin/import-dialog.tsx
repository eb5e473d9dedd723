import { useInvalidate } from "@refinedev/core";
import { DownloadOutlined, InboxOutlined } from "@ant-design/icons";
import { Alert, App, Button, Modal, Progress, Space, Table, Typography, Upload } from "antd";
import { useState } from "react";
import type { Resource } from "../../core/define-resource";
import { endpointPath } from "../../core/endpoint";
import { importNote } from "../../core/import-template";
import { product } from "../product";
import { http } from "../services";
import { saveExport } from "./export-button";

/** One problem the server found in an import: the sheet's row number, the column, the message. */
interface Problem {
  row: number;
  column: string;
  message: string;
}

type Outcome = { message: string; problems: Problem[] } | undefined;

const XLSX = ".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * 导入's dialog: download the template, upload the filled sheet with a progress bar; every row is written (updating
 * the row its key matches, else added) or, when any row is wrong, none is and each problem is listed by row and
 * column. Its own chunk (the upload and progress parts), fetched when 导入 is first clicked.
 */
export default function ImportDialog({
  resource,
  open,
  onClose,
}: {
  resource: Resource;
  open: boolean;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [percent, setPercent] = useState<number>();
  const [outcome, setOutcome] = useState<Outcome>();
  const e = resource.endpoints.import!;
  const close = () => {
    onClose();
    setOutcome(undefined);
    setPercent(undefined);
  };
  const upload = async (file: File) => {
    setOutcome(undefined);
    setPercent(0);
    const data = new FormData();
    data.append("file", file);
    try {
      const res = await http.request<{ imported: number; created: number; updated: number }>({
        method: "POST",
        url: endpointPath(e, product),
        data,
        onUploadProgress: setPercent,
      });
      message.success(
        `已导入${res.data.imported}条${resource.label}：新增${res.data.created}条，更新${res.data.updated}条`,
      );
      invalidate({ resource: resource.name, invalidates: ["list"] });
      close();
    } catch (error) {
      const failed = error as { message?: string; errors?: Record<string, string>; data?: { problems?: Problem[] } };
      setOutcome({
        message: failed.errors?.file ?? failed.message ?? "导入失败",
        problems: failed.data?.problems ?? [],
      });
      setPercent(undefined);
    }
  };
  const template = () =>
    void saveExport(resource, { template: 1 }).catch((err: { message?: string }) =>
      message.error(err.message || "下载失败"),
    );
  return (
    <Modal open={open} title={`导入${resource.label}`} footer={null} onCancel={close} width={720} destroyOnHidden>
      <Space direction="vertical" size="middle" style={{ width: "100%" }} className="import-dialog">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          第一步：下载导入模板，按“填写说明”填写；第二步：上传填好的表格（.xlsx，不超过10MB）。任一行有误时不导入任何数据，请按提示修改后重新上传。
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }} className="import-note">
          {importNote(resource)}
        </Typography.Paragraph>
        {resource.endpoints.export && (
          <Button icon={<DownloadOutlined />} onClick={template}>
            下载导入模板
          </Button>
        )}
        <Upload.Dragger
          accept={XLSX}
          showUploadList={false}
          disabled={percent !== undefined}
          beforeUpload={(file) => (void upload(file), false)}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">点击或拖拽表格到此处上传</p>
        </Upload.Dragger>
        {percent !== undefined && (
          <Progress percent={percent} status="active" format={(p) => (p === 100 ? "正在导入…" : `${p}%`)} />
        )}
        {outcome && <Alert type="error" showIcon message={outcome.message} />}
        {outcome && outcome.problems.length > 0 && (
          <Table<Problem>
            size="small"
            rowKey={(p) => `${p.row}-${p.column}-${p.message}`}
            dataSource={outcome.problems}
            pagination={{ pageSize: 8, hideOnSinglePage: true }}
            columns={[
              { title: "行号", dataIndex: "row", width: 80 },
              { title: "列", dataIndex: "column", width: 160 },
              { title: "问题", dataIndex: "message" },
            ]}
          />
        )}
      </Space>
    </Modal>
  );
}
