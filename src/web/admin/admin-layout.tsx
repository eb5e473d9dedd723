import { useGetIdentity, useLogout } from "@refinedev/core";
import { Avatar, Button, Layout, Menu, Space, Tag } from "antd";
import { HomeOutlined, LogoutOutlined, ShopOutlined, UserOutlined } from "@ant-design/icons";
import { Suspense, useEffect, useState, type ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { Resource, Shell } from "../../core/define-resource";
import { MessageBadge } from "../messages/message-badge";
import { ScreenPlaceholder } from "../layout/admin-frame";
import { currentPortal } from "../portal";
import type { CurrentUser } from "../providers/identity";
import { shellMenu, selectedMenuKey } from "./shell-menu";
import { SHELLS } from "./shells";
import { ReadyMark } from "../ssr/ready-mark";

/** Frame of one admin shell: brand and user bar on top, the shell's permitted menu on the left. */
export function AdminLayout({
  shell,
  resources,
  children,
}: {
  shell: Shell;
  resources: readonly Resource[];
  children: ReactNode;
}) {
  const { data: user } = useGetIdentity<CurrentUser>();
  const { mutate: logout } = useLogout();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const selected = selectedMenuKey(resources, pathname);
  // unknown until the Sider has read the screen's width (a server render cannot): styles.css folds it below lg until then
  const [collapsed, setCollapsed] = useState<boolean>();
  // antd's Sider takes a new `collapsed` into its own state in an effect, a render later: the CSS fold stays until
  // then, or a phone would paint the sider unfolded for a frame and the page would jump (a 0.23 layout shift)
  const [measured, setMeasured] = useState(false);
  useEffect(() => setMeasured(collapsed !== undefined), [collapsed]);
  return (
    <Layout className="admin-layout">
      <Layout.Header className="admin-header">
        <Link to="/" className="brand">
          <span className="brand-mark">
            <ShopOutlined />
          </span>
          <span className="brand-name">{currentPortal().name}</span>
          <span className="brand-shell">{SHELLS[shell].title}</span>
        </Link>
        <Space size="middle" className="admin-user">
          <Link to="/" title="商城首页">
            <HomeOutlined /> <span className="wide-only">商城首页</span>
          </Link>
          {/* beside the word, as in the mall: over the bell a 99+ covered 消息 */}
          {user && <MessageBadge inline />}
          {user?.enterprise && (
            <Tag color="green" className="wide-only">
              {user.enterprise.name}
            </Tag>
          )}
          <Space size={6}>
            <Avatar size="small" icon={<UserOutlined />} src={user?.image || undefined} />
            <span className="wide-only">{user?.name}</span>
          </Space>
          <Button type="text" icon={<LogoutOutlined />} onClick={() => logout()} title="退出登录">
            <span className="wide-only">退出登录</span>
          </Button>
        </Space>
      </Layout.Header>
      <Layout>
        <Layout.Sider
          width={208}
          className={measured ? "admin-sider" : "admin-sider admin-sider-auto"}
          breakpoint="lg"
          collapsedWidth={0}
          // folded from the first paint on a narrow screen, not unfolded and then folded (the page would jump)
          collapsed={collapsed ?? false}
          onCollapse={setCollapsed}
        >
          <Menu
            mode="inline"
            // a folded sider is 0 wide here, so an item's title tooltip never shows; each one mounted a popup
            // (a Trigger) that re-rendered itself right after hydration
            _internalDisableMenuItemTitleTooltip
            selectedKeys={selected ? [selected] : []}
            items={shellMenu(resources, user?.grants)}
            onClick={({ key }) => {
              navigate(key);
              // a phone's menu lies over the screen it opens: it folds away once an entry is picked
              if (window.matchMedia("(max-width: 991px)").matches) setCollapsed(true);
            }}
          />
        </Layout.Sider>
        <Layout.Content className="admin-content">
          {/* each screen is its own chunk: the frame stays while it arrives */}
          <Suspense fallback={<ScreenPlaceholder />}>
            {children}
            {/* committed with the screen: a server-rendered console page answers input from here on */}
            <ReadyMark />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
