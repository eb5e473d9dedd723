import { Card } from "antd";
import { Link, useSearchParams } from "react-router";
import { useMall } from "../use-mall";
import type { Content } from "../types";
import { Article } from "./content-page";

/** /messages?id=: an in-site message opened from the header ticker. */
export default function MessagePage() {
  const id = Number(useSearchParams()[0].get("id"));
  const { data } = useMall<Content>("messageContent", { id }, id > 0);
  return (
    <div className="mall-wrap content-page">
      <div className="crumbs">
        <Link to="/">首页</Link> &gt; <span>站内消息</span>
      </div>
      <Card>
        <Article item={data} />
      </Card>
    </div>
  );
}
