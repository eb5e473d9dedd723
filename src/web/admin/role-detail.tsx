import { useOne, type HttpError } from "@refinedev/core";
import { App, Button, Card, Col, Result, Row, Skeleton, Space, Tree, Typography } from "antd";
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { resourceByName } from "../../../resources";
import { currentPortal } from "../portal";
import { product } from "../product";
import { http } from "../services";
import { PageHeader } from "./page-header";
import { buttonKey, buttonTree, codesOf, menuKey, menuTree, type MenuNode } from "./role-detail-tree";

const role = resourceByName("role");
const at = (name: string) => `${product}.${name}/1.0`;
type Grants = { menus: string[]; buttons: string[] };

/**
 * /tendering/role/detail?id= — a role's menu tree and button tree for the loaded portal's platform
 * type. Saving replaces the role's grants (role.grant.save); what the editor does not hold is disabled,
 * and the server refuses it too. Grants of other platform types' menus are kept as they are.
 */
export function RoleDetail() {
  const [params] = useSearchParams();
  const id = Number(params.get("id"));
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { result: row } = useOne<{ name: string; description?: string }>({
    resource: role.name,
    id,
    queryOptions: { enabled: id > 0 },
  });
  const [catalogue, setCatalogue] = useState<MenuNode[] | null>(null);
  const [had, setHad] = useState<Grants | null>(null);
  const [menus, setMenus] = useState<React.Key[]>([]);
  const [buttons, setButtons] = useState<React.Key[]>([]);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!(id > 0)) return;
    void Promise.all([
      http.request<MenuNode[]>({
        method: "GET",
        url: at("etpbase.permission.menu.list"),
        params: { platform_type: currentPortal().platformType },
      }),
      http.request<Grants>({ method: "GET", url: at("etpbase.permission.role.grant.list"), params: { roleId: id } }),
    ]).then(([cat, grants]) => {
      setCatalogue(cat.data);
      setHad(grants.data);
      setMenus(grants.data.menus.map(menuKey));
      setButtons(grants.data.buttons.map(buttonKey));
    });
  }, [id]);

  if (!(id > 0)) return <Result status="404" title="角色不存在" />;
  if (!catalogue || !had) return <Skeleton active />;

  const offered = {
    menus: new Set(catalogue.map((m) => m.path)),
    buttons: new Set(catalogue.flatMap((m) => m.buttons.map((b) => b.code))),
  };
  const save = async () => {
    setSaving(true);
    setErrors({});
    const body = {
      roleId: id,
      menus: [...had.menus.filter((m) => !offered.menus.has(m)), ...codesOf(menus, "m:")],
      buttons: [...had.buttons.filter((b) => !offered.buttons.has(b)), ...codesOf(buttons, "b:")],
    };
    try {
      const saved = await http.request<Grants>({
        method: "POST",
        url: at("etpbase.permission.role.grant.save"),
        data: body,
      });
      setHad(saved.data);
      message.success("权限已保存");
    } catch (error) {
      const failed = error as HttpError;
      setErrors((failed.errors as Record<string, string> | undefined) ?? {});
      message.error(failed.message || "保存失败");
    } finally {
      setSaving(false);
    }
  };

  const tree = (
    title: string,
    data: ReturnType<typeof menuTree>,
    checked: React.Key[],
    set: (k: React.Key[]) => void,
    error?: string,
    testId?: string,
  ) => (
    <Card title={title} size="small" variant="borderless" data-testid={testId}>
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        treeData={data}
        checkedKeys={checked}
        onCheck={(keys) => set(Array.isArray(keys) ? keys : keys.checked)}
      />
    </Card>
  );

  return (
    <>
      <PageHeader
        resource={role}
        title={`权限设置：${row?.name ?? ""}`}
        extra={
          <Space>
            <Button onClick={() => navigate(role.menu.path)}>返回</Button>
            <Button type="primary" loading={saving} onClick={save}>
              保存
            </Button>
          </Space>
        }
      />
      <Typography.Paragraph type="secondary">
        勾选该角色可使用的菜单和按钮；灰色项为您本人未拥有的权限，不能授予或收回。
      </Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} lg={10}>
          {tree("菜单权限", menuTree(catalogue), menus, setMenus, errors.menus, "menu-tree")}
        </Col>
        <Col xs={24} lg={14}>
          {tree("按钮权限", buttonTree(catalogue), buttons, setButtons, errors.buttons, "button-tree")}
        </Col>
      </Row>
    </>
  );
}
