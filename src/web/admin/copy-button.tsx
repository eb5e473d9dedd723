import { useCan, useGo, type BaseKey } from "@refinedev/core";
import { Button } from "antd";
import type { Resource } from "../../core/define-resource";

/** 复制: opens the create form filled from this row, for whoever may create. */
export function CopyButton({ resource, id }: { resource: Resource; id: BaseKey }) {
  const { data: access } = useCan({ resource: resource.name, action: "create" });
  const go = useGo();
  if (!access?.can) return null;
  return (
    <Button
      type="link"
      size="small"
      onClick={() =>
        go({ to: { resource: resource.name, action: "create" }, query: { copyFrom: String(id) }, type: "push" })
      }
    >
      复制
    </Button>
  );
}
