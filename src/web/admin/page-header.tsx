import { Breadcrumb, Space } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Resource } from "../../core/define-resource";
import { SHELLS, menuLabel } from "./shells";
import "./page-header.css";

/**
 * Breadcrumb, title and page-level buttons above every generated screen. The title is a plain heading in antd's
 * level-4 style (page-header.css): antd's Typography brings its copy and edit parts (TextArea, a tooltip, ~12 KB gzip)
 * into every console's first screen.
 */
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
        <h4 className="page-title">{title}</h4>
        <Space>{extra}</Space>
      </div>
    </div>
  );
}
