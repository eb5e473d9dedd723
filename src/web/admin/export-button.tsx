import { useCan, type CrudFilter, type CrudSort } from "@refinedev/core";
import { DownloadOutlined } from "@ant-design/icons";
import { App, Button } from "antd";
import { useState } from "react";
import type { Resource } from "../../core/define-resource";
import { endpointPath, type EndpointDef } from "../../core/endpoint";
import { filterParams, sortParams } from "../providers/list-params";
import { product } from "../product";
import { http } from "../services";

/** Fetches `endpoints.export` with these params and hands the file to the browser as a download. */
export const saveExport = (resource: Resource, params: Record<string, unknown>) =>
  saveFile(resource.endpoints.export!, params);

/** Fetches a file endpoint (an export, one row's xlsx) and hands what it answers to the browser as a download. */
export async function saveFile(e: EndpointDef, params: Record<string, unknown>): Promise<void> {
  const { blob, fileName } = await http.download!({
    method: e.http,
    url: endpointPath(e, product),
    ...(e.payload === "params" ? { params } : { data: params }),
  });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** 导出: the list as it is filtered and sorted now, as the xlsx file `endpoints.export` answers with. */
export function ExportButton({
  resource,
  filters,
  sorters,
}: {
  resource: Resource;
  filters: CrudFilter[];
  sorters: CrudSort[];
}) {
  const { data: access } = useCan({ resource: resource.name, action: "export" });
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const e = resource.endpoints.export;
  if (!e || !access?.can || !http.download) return null;
  const run = async () => {
    setBusy(true);
    try {
      await saveExport(resource, { ...filterParams(filters, resource), ...sortParams(sorters) });
    } catch (error) {
      message.error((error as { message?: string }).message || "导出失败");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
      导出
    </Button>
  );
}
