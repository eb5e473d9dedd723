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
      <div className="article-meta">
        {item.column && <span>{item.column}</span>}
        <span>{dayjs(item.publishedAt).format("YYYY-MM-DD")}</span>
      </div>
      {(item.body ?? "").split("\n").map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </article>
  );
}

/** An article beside the open one in its column. */
interface Neighbour {
  id: number;
  title: string;
}

/** A column list of news or notices with one opened by ?id= (news with 上一篇 / 下一篇 under it). */
export function ContentColumns({
  list,
  detail,
  title,
  href,
}: {
  list: MallKey;
  detail: MallKey;
  title: string;
  href: (id: number) => string;
}) {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get("id"));
  const column = params.get("column") ?? "";
  const columns = useMall<{ id: number; name: string }[]>(list === "newsList" ? "newsColumns" : "noticeColumns");
  const page = useMall<Page<Content>>(list, { column: column || undefined, pageSize: 20 }, !id);
  const one = useMall<Content & { prev?: Neighbour | null; next?: Neighbour | null }>(detail, { id }, id > 0);
  return (
    <div className="mall-wrap content-page">
      <div className="crumbs">
        <Link to="/">首页</Link> &gt; <Link to={href(0).split("?")[0]!}>{title}</Link>
      </div>
      <Card>
        {id ? (
          <>
            <Article item={one.data} />
            {one.data && (one.data.prev !== undefined || one.data.next !== undefined) && (
              <nav className="article-neighbours" aria-label="上一篇与下一篇">
                <div>
                  上一篇：
                  {one.data.prev ? (
                    <Link to={href(one.data.prev.id)}>{one.data.prev.title}</Link>
                  ) : (
                    <span className="muted-text">没有了</span>
                  )}
                </div>
                <div>
                  下一篇：
                  {one.data.next ? (
                    <Link to={href(one.data.next.id)}>{one.data.next.title}</Link>
                  ) : (
                    <span className="muted-text">没有了</span>
                  )}
                </div>
              </nav>
            )}
          </>
        ) : (
          <>
            <Tabs
              activeKey={column}
              onChange={(k) => setParams(k ? { column: k } : {})}
              items={[{ key: "", label: "全部" }, ...(columns.data ?? []).map((c) => ({ key: c.name, label: c.name }))]}
            />
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
  return (
    <ContentColumns
      list="newsList"
      detail="portalNewsContent"
      title="行业资讯"
      href={(id) => (id ? `/news?id=${id}` : "/news")}
    />
  );
}
