import { Button, Card, Descriptions, Empty, Tag } from "antd";
import { Link } from "react-router";
import { accountApi } from "../pages/account/account-api";
import { usePortalState } from "../portal/portal-state";
import { useLoad } from "./use-load";

interface OrgDetail {
  id: number;
  name: string;
  creditCode: string | null;
  isAdmin: boolean;
  businessRole: number;
  memberCount: number;
  createdAt: string | null;
}

export const BUSINESS_ROLES: Record<number, string> = { 1: "采购商", 2: "供应商", 3: "采购商和供应商" };

/** /personal/entInfo: the enterprise the session acts for (usercenter.org.detail.get). */
export function EntInfoPage() {
  const { enterprise: portal, user } = usePortalState();
  const { data, loading } = useLoad(() => accountApi.get<OrgDetail | null>("usercenter.org.detail.get"));
  return (
    <Card
      title="企业信息"
      loading={loading}
      extra={(user?.enterprises.length ?? 0) > 1 && <Link to="/personal/entChange">切换企业身份</Link>}
    >
      {data ? (
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            { label: "企业名称", children: data.name },
            { label: "统一社会信用代码", children: data.creditCode ?? "—" },
            { label: "业务角色", children: BUSINESS_ROLES[data.businessRole] },
            { label: "我的身份", children: data.isAdmin ? <Tag color="gold">企业管理员</Tag> : <Tag>企业员工</Tag> },
            { label: "企业成员", children: `${data.memberCount} 人` },
            {
              label: "注册时间",
              children: data.createdAt ? new Date(data.createdAt).toLocaleDateString("zh-CN") : "—",
            },
          ]}
        />
      ) : (
        <Empty description="您还没有加入企业，当前为个人账号">
          {portal.openEnterpriseRegistry && (
            <Link to="/entRegister">
              <Button type="primary">注册企业</Button>
            </Link>
          )}
        </Empty>
      )}
    </Card>
  );
}
