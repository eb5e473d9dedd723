import { Card, Empty, Grid, Menu, Result, Skeleton, Typography } from "antd";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { usePortalState } from "../portal/portal-state";
import { product } from "../product";
import { http } from "../services";

interface Article {
  id: number;
  name: string;
  parent: { id: number; name: string } | null;
  content: string;
}

const shell: React.CSSProperties = {
  minHeight: "100vh",
  background: "#f3f5f4",
  display: "flex",
  flexDirection: "column",
};
const bar: React.CSSProperties = { background: "#fff", borderBottom: "1px solid #eaeaea" };
const inner: React.CSSProperties = {
  maxWidth: 1200,
  width: "100%",
  margin: "0 auto",
  padding: "12px 16px",
  boxSizing: "border-box",
};

/**
 * /introduction?id= — a customer-service column's article (spec §2), standalone: the portal logo on
 * top, the service columns on the left. Id 40 is where unauthorised users land.
 */
export function IntroductionPage() {
  const { enterprise } = usePortalState();
  const [params] = useSearchParams();
  const id = Number(params.get("id"));
  const [article, setArticle] = useState<Article | null | "missing">(null);
  // narrow screens read the article first, the column list below it at full width
  const wide = Grid.useBreakpoint().md ?? true;

  useEffect(() => {
    setArticle(null);
    if (!Number.isInteger(id) || id <= 0) return setArticle("missing");
    let live = true;
    http
      .request<Article>({ method: "GET", url: `${product}.portal.column.article.get/1.0`, params: { id } })
      .then((body) => live && setArticle(body.data))
      .catch(() => live && setArticle("missing"));
    return () => {
      live = false;
    };
  }, [id]);

  const items = enterprise.customerServiceColumns.map((col) => ({
    key: `g${col.id}`,
    type: "group" as const,
    label: col.name,
    children: (col.nextColumn ?? []).map((c) => ({
      key: String(c.id),
      label: <Link to={`/introduction?id=${c.id}`}>{c.name}</Link>,
    })),
  }));

  return (
    <div style={shell}>
      <header style={bar}>
        <div style={{ ...inner, display: "flex", alignItems: "center", gap: 16 }}>
          <Link to="/" aria-label={`${enterprise.platformName}首页`}>
            {enterprise.logImageUrl ? (
              <img src={enterprise.logImageUrl} alt={enterprise.platformName} height={40} />
            ) : (
              enterprise.platformName
            )}
          </Link>
          <Typography.Text type="secondary" style={{ borderLeft: "1px solid #e5e5e5", paddingLeft: 16, fontSize: 16 }}>
            客服中心
          </Typography.Text>
        </div>
      </header>
      <main
        style={{ ...inner, display: "flex", gap: 16, flexWrap: "wrap", alignItems: "flex-start", padding: "24px 16px" }}
      >
        <Card
          size="small"
          style={wide ? { width: 220, flex: "0 0 auto" } : { width: "100%", order: 2 }}
          styles={{ body: { padding: 0 } }}
        >
          <Menu mode="inline" items={items} selectedKeys={[String(id)]} style={{ borderInlineEnd: "none" }} />
        </Card>
        <Card style={{ flex: "1 1 320px", minHeight: 360 }}>
          {article === null && <Skeleton active paragraph={{ rows: 6 }} />}
          {article === "missing" && <Result status="404" title="栏目不存在" subTitle={<Link to="/">返回首页</Link>} />}
          {article && article !== "missing" && (
            <article>
              {article.parent && <Typography.Text type="secondary">{article.parent.name}</Typography.Text>}
              <Typography.Title level={3} style={{ marginTop: 4 }}>
                {article.name}
              </Typography.Title>
              {article.content ? (
                article.content.split(/\n\s*\n/).map((p, i) => <Typography.Paragraph key={i}>{p}</Typography.Paragraph>)
              ) : (
                <Empty description="暂无内容" />
              )}
            </article>
          )}
        </Card>
      </main>
      <footer
        style={{
          marginTop: "auto",
          padding: 16,
          textAlign: "center",
          color: "#999",
          fontSize: 12,
          background: "#fff",
          borderTop: "1px solid #eee",
        }}
      >
        {enterprise.copyright} {enterprise.icp}
      </footer>
    </div>
  );
}
