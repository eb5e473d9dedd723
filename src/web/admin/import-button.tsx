import { useCan } from "@refinedev/core";
import { UploadOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { Suspense, useState } from "react";
import type { Resource } from "../../core/define-resource";
import { lazyScreen } from "../layout/lazy-screen";

// the dialog's upload and progress parts come when 导入 is first clicked, not with every list
const ImportDialog = lazyScreen(() => import("./import-dialog"));

/** 导入 on a list, for whoever may import its rows: opens the import dialog (import-dialog.tsx). */
export function ImportButton({ resource }: { resource: Resource }) {
  const { data: access } = useCan({ resource: resource.name, action: "import" });
  const [open, setOpen] = useState(false);
  // once opened, the dialog stays mounted, so it closes with its animation
  const [opened, setOpened] = useState(false);
  if (!resource.endpoints.import || !access?.can) return null;
  return (
    <>
      <Button
        icon={<UploadOutlined />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        导入
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ImportDialog resource={resource} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
