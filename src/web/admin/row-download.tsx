import { DownloadOutlined } from "@ant-design/icons";
import { App, Button } from "antd";
import { useState } from "react";
import type { Resource } from "../../core/define-resource";
import { http } from "../services";
import { saveFile } from "./export-button";

/**
 * 下载对账单: one row with its lines as the xlsx its `exportRow` endpoint answers, the owner's or, with `audience`, the
 * party's own; the server reads the row as the detail screen did, so whoever sees the row may download it.
 */
export function RowDownload({ resource, id, audience }: { resource: Resource; id: number; audience?: string }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const e = audience ? resource.audiences?.[audience]?.endpoints.exportRow : resource.endpoints.exportRow;
  if (!e || !http.download) return null;
  const run = async () => {
    setBusy(true);
    try {
      await saveFile(e, { id });
    } catch (error) {
      message.error((error as { message?: string }).message || "下载失败");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
      下载{resource.label}
    </Button>
  );
}
