import { UserOutlined } from "@ant-design/icons";
import { Avatar, Button, Tabs } from "antd";
import { Link } from "react-router";
import { usePortalState } from "../../portal/portal-state";
import { useMall } from "../use-mall";
import type { Content, Page } from "../types";

function Headlines({ kind }: { kind: "noticeList" | "newsList" }) {
  const { data } = useMall<Page<Content>>(kind, { pageSize: 5 });
  const to = (c: Content) => (kind === "noticeList" ? `/card/noticeCard?id=${c.id}` : `/news?id=${c.id}`);
  return (
    <ul className="headlines">
      {(data?.list ?? []).map((c) => (
        <li key={c.id}>
          <Link to={to(c)} title={c.title}>
            <span className="tag">{c.column.slice(0, 2)}</span>
            {c.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Home right column: greeting with login or order shortcuts, then notices and news. */
export function HomeSide() {
  const { user, enterprise } = usePortalState();
  return (
    <aside className="home-side">
      <div className="home-welcome">
        <Avatar size={44} icon={<UserOutlined />} style={{ background: "#2e7d32" }} />
        <div>
          <div className="hello">Hi，{user ? user.name : "欢迎来到"}</div>
          <small>{user ? (user.enterprise?.name ?? "个人账户") : enterprise.platformName}</small>
        </div>
      </div>
      <div className="home-welcome-actions">
        {user ? (
          <>
            <Link to="/order">
              <Button type="primary" size="small">
                我的订单
              </Button>
            </Link>
            <Link to="/shopCart">
              <Button size="small">进货车</Button>
            </Link>
          </>
        ) : (
          <>
            <Link to="/login?retUrl=%2F">
              <Button type="primary" size="small">
                登录
              </Button>
            </Link>
            {enterprise.openRegistry && (
              <Link to="/register">
                <Button size="small">注册</Button>
              </Link>
            )}
          </>
        )}
      </div>
      <Tabs
        size="small"
        items={[
          { key: "notice", label: "平台公告", children: <Headlines kind="noticeList" /> },
          { key: "news", label: "行业资讯", children: <Headlines kind="newsList" /> },
        ]}
      />
    </aside>
  );
}
