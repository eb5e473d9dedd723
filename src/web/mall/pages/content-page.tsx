import { Card, Empty, List, Skeleton, Tabs } from "antd";
import dayjs from "dayjs";
import { Link, useSearchParams } from "react-router";
import type { MallKey } from "../../../core/mall-endpoints";
import { useMall } from "../use-mall";
import type { Content, Page } from "../types";
import "../mall-pages.css";

export function Article({ item }: { item?: Content }) {
  if (!item) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <article className="article">
      <h1>{item.title}</h1>
      <div className="article-meta">{item.column && <span>{item.column}</span>}<span>{dayjs(item.publishedAt).format("YYYY-MM-DD")}</span></div>
      {(item.body ?? "").split("\n").map((p, i) => <p key={i}>{p}</p>)}
    </article>
  );
}

/** A column list of news or notices with one opened by ?id=. */
export function ContentColumns({ list, detail, title, href }: { list: MallKey; detail: MallKey; title: string; href: (id: number) => string }) {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get("id"));
  const column = params.get("column") ?? "";
  const columns = useMall<{ id: number; name: string }[]>(list === "newsList" ? "newsColumns" : "noticeColumns");
  const page = useMall<Page<Content>>(list, { column: column || undefined, pageSize: 20 }, !id);
  const one = useMall<Content>(detail, { id }, id > 0);
  return (
    <div className="mall-wrap content-page">
      <div className="crumbs"><Link to="/">首页</Link> &gt; <Link to={href(0).split("?")[0]!}>{title}</Link></div>
      <Card>
        {id ? (
          <Article item={one.data} />
        ) : (
          <>
            <Tabs activeKey={column} onChange={(k) => setParams(k ? { column: k } : {})} items={[{ key: "", label: "全部" }, ...(columns.data ?? []).map((c) => ({ key: c.name, label: c.name }))]} />
            <List
              loading={page.loading}
              dataSource={page.data?.list ?? []}
              locale={{ emptyText: <Empty description="暂无内容" /> }}
              renderItem={(c) => (
                <List.Item extra={<span className="muted-text">{dayjs(c.publishedAt).format("YYYY-MM-DD")}</span>}>
                  <List.Item.Meta title={<Link to={href(c.id)}>{c.title}</Link>} description={c.summary} />
                </List.Item>
              )}
            />
          </>
        )}
      </Card>
    </div>
  );
}

/** /news: industry news by column, ?id= opens one. */
export default function NewsPage() {
  return <ContentColumns list="newsList" detail="newsContent" title="行业资讯" href={(id) => (id ? `/news?id=${id}` : "/news")} />;
}
