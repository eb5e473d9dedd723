import { useCan } from "@refinedev/core";
import { Button } from "antd";
import type { ComponentType } from "react";
import { useNavigate } from "react-router";
import type { Resource } from "../../core/define-resource";
import { EmployeeRolesButton } from "./employee-roles";
import type { Row } from "./field-value";

/** A hand-written row button beside the generated ones. */
export type RowExtension = ComponentType<{ resource: Resource; row: Row }>;

/** 权限设置 on /tendering/role: opens the role's menu and button trees. */
function RolePermissionsButton({ resource, row }: { resource: Resource; row: Row }) {
  const navigate = useNavigate();
  const { data: access } = useCan({ resource: resource.name, action: "edit", params: { id: row.id } });
  if (!access?.can) return null;
  return (
    <Button type="link" size="small" onClick={() => navigate(`${resource.menu.path}/detail?id=${row.id}`)}>
      权限设置
    </Button>
  );
}

/** Extra row actions per resource name: the one place hand-written screens hook into generated lists. */
export const extraRowActions: Record<string, readonly RowExtension[]> = {
  role: [RolePermissionsButton],
  employee: [({ row }) => <EmployeeRolesButton row={row} />],
};

/** Renders the extensions registered for a resource, nothing when there are none. */
export function ExtraRowActions({ resource, row }: { resource: Resource; row: Row }) {
  return (extraRowActions[resource.name] ?? []).map((Extension, i) => (
    <Extension key={i} resource={resource} row={row} />
  ));
}
