import {
  BellOutlined,
  FileDoneOutlined,
  IdcardOutlined,
  LockOutlined,
  MobileOutlined,
  ProfileOutlined,
  SwapOutlined,
  TeamOutlined,
  UserOutlined,
} from "@ant-design/icons";
import { Avatar, Button, Menu, Space } from "antd";
import { Navigate, useLocation, useNavigate } from "react-router";
import { PortalBrand } from "../pages/account/account-frame";
import { accountApi } from "../pages/account/account-api";
import { usePortalState } from "../portal/portal-state";
import { identity } from "../services";
import { fileUrl } from "./file-host";
import { PersonAnswersHere } from "./person-answers";
import { ownerMenu } from "../owner/owner-routes";
import { OwnerOutlet } from "../owner/owner-outlet";

const MENU = [
  { key: "/personal/info", icon: <UserOutlined />, label: "个人信息" },
  { key: "/personal/changeInfo", icon: <ProfileOutlined />, label: "修改资料" },
  { key: "/personal/changePwd", icon: <LockOutlined />, label: "修改密码" },
  { key: "/personal/changePhone", icon: <MobileOutlined />, label: "更换手机号" },
  { key: "/personal/entInfo", icon: <TeamOutlined />, label: "企业信息" },
  { key: "/personal/entChange", icon: <SwapOutlined />, label: "切换企业身份" },
  { key: "/personal/messages", icon: <BellOutlined />, label: "我的消息" },
  // a person's own rows in resources, from their owner audiences
  ...ownerMenu("personal").map((m) => ({ ...m, icon: <FileDoneOutlined /> })),
];

/** Signs out here and everywhere the cached user is shown. */
export async function logOut(navigate: (to: string) => void) {
  try {
    await accountApi.post("usercenter.logout");
  } finally {
    identity.forget();
    navigate("/login");
  }
}

/** The personal centre: standalone page with the portal brand on top and a left menu; needs a login. */
export function PersonalLayout() {
  const { user, enterprise } = usePortalState();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  if (!user) return <Navigate to={`/login?retUrl=${encodeURIComponent(pathname + search)}`} replace />;
  return (
    <div className="account-page">
      <header className="account-top">
        <div className="account-top-inner">
          <PortalBrand />
          <span className="account-top-title">个人中心</span>
          <Space className="account-top-extra" size="middle">
            <span className="hide-sm">您好，{user.name}</span>
            <a href="/" className="hide-sm">
              商城首页
            </a>
            <Button type="link" size="small" onClick={() => logOut(navigate)}>
              退出登录
            </Button>
          </Space>
        </div>
      </header>
      <div className="personal-body">
        <aside className="personal-side">
          <div className="personal-side-user">
            <Avatar size={64} src={fileUrl(user.image)} icon={<IdcardOutlined />} />
            <div className="name">{user.name}</div>
          </div>
          <Menu mode="inline" selectedKeys={[pathname]} items={MENU} onClick={({ key }) => navigate(key)} />
        </aside>
        <main className="personal-content">
          <PersonAnswersHere key={pathname} path={pathname} />
          <OwnerOutlet layout="personal" />
        </main>
      </div>
      <footer className="account-foot">{enterprise.copyright}</footer>
    </div>
  );
}
