import { useCan, useList, type HttpError } from "@refinedev/core";
import { App, Button, Checkbox, Empty, Modal, Spin, theme } from "antd";
import { useEffect, useState } from "react";
import { product } from "../product";
import { http } from "../services";
import type { Row } from "./field-value";

const at = (name: string) => `${product}.${name}/1.0`;

/** The 分配角色 dialog: the enterprise's roles, checked as the employee holds them; saves via bidemp.role.save. */
function EmployeeRolesModal({ employee, onClose }: { employee: Row; onClose: () => void }) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const { result, query } = useList<Row>({ resource: "role", pagination: { currentPage: 1, pageSize: 200 } });
  const [checked, setChecked] = useState<number[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    let live = true;
    http
      .request<{ roleIds: number[] }>({
        method: "GET",
        url: at("etpbase.bidemp.role.list"),
        params: { employeeId: employee.id },
      })
      .then((b) => live && setChecked(b.data.roleIds))
      .catch(() => live && setChecked([]));
    return () => {
      live = false;
    };
  }, [employee.id]);

  const save = async () => {
    setSaving(true);
    setError(undefined);
    try {
      await http.request({
        method: "POST",
        url: at("etpbase.bidemp.role.save"),
        data: { employeeId: employee.id, roleIds: checked ?? [] },
      });
      message.success("角色已分配");
      onClose();
    } catch (e) {
      const failed = e as HttpError;
      setError((failed.errors as Record<string, string> | undefined)?.roleIds ?? failed.message);
    } finally {
      setSaving(false);
    }
  };

  const roles = result.data ?? [];
  return (
    <Modal
      open
      title={`分配角色：${String(employee.name ?? "")}`}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={save}
      onCancel={onClose}
    >
      {query.isLoading || checked === null ? (
        <Spin />
      ) : roles.length === 0 ? (
        <Empty description="本企业还没有角色，请先在角色管理中新增" />
      ) : (
        <Checkbox.Group
          style={{ display: "flex", flexDirection: "column", gap: 8 }}
          value={checked}
          onChange={(v) => setChecked(v as number[])}
          options={roles.map((r) => ({
            value: Number(r.id),
            label: `${String(r.name)}${r.description ? `（${String(r.description)}）` : ""}`,
          }))}
        />
      )}
      {error && <p style={{ color: token.colorError }}>{error}</p>}
    </Modal>
  );
}

/** Row button 分配角色 on /tendering/employee; shown to those who may edit employees. */
export function EmployeeRolesButton({ row }: { row: Row }) {
  const [open, setOpen] = useState(false);
  const { data: access } = useCan({ resource: "employee", action: "edit", params: { id: row.id } });
  if (!access?.can) return null;
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        分配角色
      </Button>
      {open && <EmployeeRolesModal employee={row} onClose={() => setOpen(false)} />}
    </>
  );
}
