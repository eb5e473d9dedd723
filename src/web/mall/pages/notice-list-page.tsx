import { ContentColumns } from "./content-page";

/** /card/noticeList: platform notices by column. */
export default function NoticeListPage() {
  return (
    <ContentColumns
      list="noticeList"
      detail="noticeDetail"
      title="平台公告"
      href={(id) => (id ? `/card/noticeCard?id=${id}` : "/card/noticeList")}
    />
  );
}
