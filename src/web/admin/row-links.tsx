import { ExportOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { linkHref, linkShown, type Resource } from "../../core/define-resource";
import type { Row } from "./field-value";

/** The pages a row opens (预览: the shop front with its draft), each in a new tab; `plain` for the detail screen's header. */
export function RowLinks({ resource, row, plain }: { resource: Resource; row: Row; plain?: boolean }) {
  return Object.entries(resource.links ?? {})
    .filter(([, link]) => linkShown(link, row))
    .map(([name, link]) => (
      <Button
        key={name}
        type={plain ? "default" : "link"}
        size={plain ? undefined : "small"}
        href={linkHref(link, row)}
        target="_blank"
        rel="noopener"
        icon={plain ? <ExportOutlined /> : undefined}
      >
        {link.label}
      </Button>
    ));
}
