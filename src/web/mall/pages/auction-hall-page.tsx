import { Empty, Pagination, Skeleton, Space, Tabs, Tag } from "antd";
import { Link, useSearchParams } from "react-router";
import { AUCTION_PHASES, type AuctionPhase } from "../../../core/flows/auction";
import { CompactHeader } from "../../layout/compact-header";
import { usePortalState } from "../../portal/portal-state";
import { countdownText, useServerNow } from "../auctions/countdown";
import type { AuctionCard } from "../auctions/types";
import { useMall } from "../use-mall";
import type { Page } from "../types";
import "../mall-pages.css";
import "../auctions/auctions.css";

const TABS: AuctionPhase[] = ["live", "upcoming", "ended"];
const PAGE_SIZE = 12;

function Card({ a, now }: { a: AuctionCard; now: number }) {
  const left = countdownText(a, now);
  const price = a.currentPrice ?? a.startPrice;
  return (
    <Link className="auction-card" to={`/goodsbidding/detail?id=${a.id}`}>
      {a.image ? <img src={a.image} alt={a.goodsName} loading="lazy" /> : <div className="no-image" />}
      <div className="body">
        <div className="title">{a.title}</div>
        <div className="row">
          <span>
            {a.bidCount > 0 ? "当前价" : "起拍价"} <span className="price">¥{price.toFixed(2)}</span>
            <span className="per">/{a.unit}</span>
          </span>
          <span>{a.bidCount} 次出价</span>
        </div>
        <div className="row">
          <span>{left.label}</span>
          <span className="count">{left.value}</span>
        </div>
        <div className="row">
          <span>{a.shopName}</span>
          {a.bidders === "certified" && <Tag color="gold">仅认证采购商</Tag>}
        </div>
      </div>
    </Link>
  );
}

/** /goodsbidding: the auction hall — live, upcoming and ended auctions of the portal, each with its countdown. */
export default function AuctionHallPage() {
  const [params, setParams] = useSearchParams();
  const phase = (TABS.includes(params.get("phase") as AuctionPhase) ? params.get("phase") : "live") as AuctionPhase;
  const pageNum = Math.max(1, Number(params.get("page")) || 1);
  const page = useMall<Page<AuctionCard>>("auctionHall", { phase, pageNum, pageSize: PAGE_SIZE });
  const now = useServerNow((page.data?.list[0] as AuctionCard | undefined)?.now);
  const { user } = usePortalState();
  // the spec hides the site header on goodsbidding paths: the page carries its own, as 我的采购意向 does
  return (
    <>
      <CompactHeader
        title="竞拍大厅"
        extra={
          <Space size="large">
            {user?.enterprise && <Link to="/goodsbidding/auction">我的竞拍管理</Link>}
            <Link to="/">返回商城</Link>
          </Space>
        }
      />
      <div className="mall-wrap auction-hall">
        <Tabs
          activeKey={phase}
          onChange={(key) => setParams({ phase: key })}
          items={TABS.map((key) => ({ key, label: AUCTION_PHASES[key] }))}
        />
        {!page.data ? (
          <Skeleton active />
        ) : page.data.list.length === 0 ? (
          <Empty description={`暂无${AUCTION_PHASES[phase]}的竞拍`} />
        ) : (
          <>
            <div className="auction-grid">
              {page.data.list.map((a) => (
                <Card key={a.id} a={a} now={now} />
              ))}
            </div>
            {page.data.total > PAGE_SIZE && (
              <Pagination
                style={{ marginTop: 16, textAlign: "right" }}
                current={pageNum}
                pageSize={PAGE_SIZE}
                total={page.data.total}
                onChange={(p) => setParams({ phase, page: String(p) })}
              />
            )}
          </>
        )}
      </div>
    </>
  );
}
