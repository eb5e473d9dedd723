import { Breadcrumb, Space, Typography } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Resource } from "../../core/define-resource";
import { SHELLS, menuLabel } from "./shells";
import "./page-header.css";

/** Breadcrumb, title and page-level buttons above every generated screen. */
export function PageHeader({
  resource,
  title,
  extra,
  crumbs = true,
}: {
  resource: Resource;
  title: string;
  extra?: ReactNode;
  crumbs?: boolean;
}) {
  const shell = SHELLS[resource.menu.shell];
  const items = [
    { title: <Link to={shell.root}>{shell.title}</Link> },
    ...(resource.menu.group && resource.menu.group !== shell.title ? [{ title: resource.menu.group }] : []),
    { title: <Link to={resource.menu.path}>{menuLabel(resource)}</Link> },
  ];
  return (
    <div className="page-header">
      {crumbs && <Breadcrumb items={items} />}
      <div className="page-header-row">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Space>{extra}</Space>
      </div>
    </div>
  );
}
