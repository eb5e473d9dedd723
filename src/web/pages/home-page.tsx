import { useGetIdentity, useLogout } from "@refinedev/core";
import { Button, Card, Col, Row, Space, Tag, Typography } from "antd";
import { AuditOutlined, ShopOutlined, ThunderboltOutlined } from "@ant-design/icons";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { currentPortal } from "../portal";
import type { CurrentUser } from "../providers/identity";

const ENTRIES: { to: string; title: string; text: string; icon: ReactNode }[] = [
  { to: "/manage/seller/goods", title: "卖家中心", text: "发布商品、管理店铺分类，上下架一键完成", icon: <ShopOutlined /> },
  { to: "/tendering/list", title: "招标采购", text: "竞价、招标询价、收货地点与员工角色管理", icon: <AuditOutlined /> },
  { to: "/goodsbidding/auction", title: "竞拍管理", text: "发起竞拍、撮合成交、流拍与生成订单", icon: <ThunderboltOutlined /> },
];

/** A small real home until the public mall lands: portal, session state and the three consoles. */
export function HomePage() {
  const { data: user, isLoading } = useGetIdentity<CurrentUser | null>();
  const { mutate: logout } = useLogout();
  const portal = currentPortal();
  return (
    <div className="home">
      <header className="home-top">
        <div className="home-top-inner">
          <span>欢迎来到{portal.name}</span>
          {!isLoading &&
            (user ? (
              <Space>
                <span>您好，{user.name}</span>
                {user.enterprise && <Tag color="green">{user.enterprise.name}</Tag>}
                <Button type="link" size="small" onClick={() => logout()}>
                  退出登录
                </Button>
              </Space>
            ) : (
              <Link to="/login">请登录</Link>
            ))}
        </div>
      </header>
      <section className="home-hero">
        <Typography.Title className="home-title">{portal.name}</Typography.Title>
        <Typography.Paragraph className="home-sub">农牧企业的在线订货、招标采购与竞拍交易平台</Typography.Paragraph>
      </section>
      <Row gutter={[24, 24]} className="home-entries">
        {ENTRIES.map((e) => (
          <Col key={e.to} xs={24} md={8}>
            <Link to={e.to}>
              <Card hoverable className="entry-card">
                <div className="entry-icon">{e.icon}</div>
                <Typography.Title level={4}>{e.title}</Typography.Title>
                <Typography.Text type="secondary">{e.text}</Typography.Text>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
      <footer className="home-foot">© {new Date().getFullYear()} {portal.name} · 买卖双方自担交易风险，严禁假货、刷单、诈骗与洗钱</footer>
    </div>
  );
}
