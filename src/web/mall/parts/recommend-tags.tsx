import { Tag } from "antd";
import { Link } from "react-router";
import { usePortalState } from "../../portal/portal-state";
import { useMall } from "../use-mall";

interface Recommended {
  tag: string;
  reason: "ordered" | "looked" | "popular";
}

/**
 * 为您推荐 under the home page's banner: kinds of goods from the buyer's orders and browsing (热门类目 for a
 * visitor), each a search of the mall.
 */
export function RecommendTags() {
  const { user } = usePortalState();
  // `who` only keys the load: logging in or out asks again (the server reads the session, not this)
  const { data } = useMall<{ list: Recommended[] }>("recommendTags", { size: 10, who: user?.id ?? 0 });
  if (!data?.list.length) return null;
  const own = data.list.some((t) => t.reason !== "popular");
  return (
    <nav className="recommend-tags" aria-label={own ? "为您推荐" : "热门类目"}>
      <b>{own ? "为您推荐" : "热门类目"}</b>
      {data.list.map((t) => (
        <Link key={t.tag} to={`/list?search=${encodeURIComponent(t.tag)}`}>
          <Tag color={t.reason === "ordered" ? "green" : t.reason === "looked" ? "blue" : undefined}>{t.tag}</Tag>
        </Link>
      ))}
    </nav>
  );
}
