import { Card } from "antd";
import { Link, useSearchParams } from "react-router";
import { CompactHeader } from "../../layout/compact-header";
import { useMall } from "../use-mall";
import type { Content } from "../types";
import { Article } from "./content-page";

/** /card/noticeCard?id=: one notice on its own page (no site header or footer). */
export default function NoticeCardPage() {
  const id = Number(useSearchParams()[0].get("id"));
  const { data } = useMall<Content>("noticeDetail", { id }, id > 0);
  return (
    <>
      <CompactHeader title="平台公告" extra={<Link to="/card/noticeList">全部公告</Link>} />
      <div className="mall-wrap content-page">
        <Card>
          <Article item={data} />
        </Card>
      </div>
    </>
  );
}
