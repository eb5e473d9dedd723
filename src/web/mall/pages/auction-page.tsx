import { App, Empty, Skeleton, Tag } from "antd";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { AUCTION_STATES } from "../../../core/flows/auction";
import { CompactHeader } from "../../layout/compact-header";
import { useMembership } from "../../portal/join-offer";
import { mallApi, reason } from "../api";
import { countdownText, useServerNow } from "../auctions/countdown";
import { BidBox, Facts } from "../auctions/auction-facts";
import { BidLists, BuyersCard, MyBidsCard } from "../auctions/bid-tables";
import { yuan } from "../auctions/format";
import type { BuyerRow, RecordRow } from "../auctions/types";
import { useAuctionLive } from "../auctions/use-auction-live";
import { useNeedLogin } from "../parts/need-login";
import { useMall } from "../use-mall";
import "../mall-pages.css";
import "../auctions/auctions.css";

/** /goodsbidding/detail?id=: one auction, live — its price, ranking, end and bids follow every move without a reload. */
export default function AuctionPage() {
  const id = Number(useSearchParams()[0].get("id"));
  const { state, error } = useAuctionLive(id);
  // my bids are a member's: a non-member browses the lot as a visitor until bidding asks them to join
  const member = useMembership().standing === "member";
  const needLogin = useNeedLogin();
  const { message } = App.useApp();
  const a = state?.auction;
  const now = useServerNow(a?.now);
  const mine = useMall<{ list: RecordRow[] }>("auctionMyBids", { id }, member && id > 0);
  const reloadMine = mine.reload;
  const buyers = useMall<{ list: BuyerRow[] }>("auctionBuyers", { id }, !!state?.manage);
  const reloadBuyers = buyers.reload;
  // my bids (the seller: its buyer list) follow the live state too: a new message may be my own bid from another tab
  useEffect(() => {
    if (a && member && !state?.own) void reloadMine();
    if (a && state?.manage) void reloadBuyers();
  }, [a?.bidCount, a?.status, member, state?.own, state?.manage, reloadMine, reloadBuyers]);

  if (error === 404)
    return (
      <div className="mall-wrap">
        <Empty description="竞拍不存在或已取消" />
      </div>
    );
  if (!a || !state)
    return (
      <div className="mall-wrap">
        <Skeleton active />
      </div>
    );
  const left = countdownText(a, now);
  const open = a.status === "bidding" && now >= new Date(a.startTime).getTime() && now < new Date(a.endTime).getTime();

  const bid = async (price: number) => {
    try {
      await mallApi("auctionBid", { id, price });
      message.success(`出价成功：${yuan(price)}`);
    } catch (e) {
      message.error(reason(e, "出价失败"));
    }
  };

  const state_ = AUCTION_STATES[a.status as keyof typeof AUCTION_STATES];
  return (
    <>
      <CompactHeader title="竞拍大厅" extra={<Link to="/">返回商城</Link>} />
      <div className="mall-wrap auction-page">
        <div className="crumbs">
          <Link to="/">首页</Link> &gt; <Link to="/goodsbidding">竞拍大厅</Link> &gt; <span>{a.title}</span>
        </div>
        <div className="auction-head">
          {a.image ? <img src={a.image} alt={a.goodsName} /> : <div className="no-image" />}
          <div>
            <h1>
              {a.title}{" "}
              <Tag color={state_?.color}>
                {a.status === "bidding"
                  ? open
                    ? "正在竞拍"
                    : left.label === "距开始"
                      ? "即将开始"
                      : "已结束"
                  : state_?.label}
              </Tag>
            </h1>
            <div>
              竞拍商品：<Link to={`/goodInfo?id=${a.goodsId}`}>{a.goodsName}</Link>　店铺：
              <Link to={`/storeInfo/info?shopId=${a.shopId}`}>{a.shopName}</Link>
            </div>
            <div className="auction-price">
              <span>
                <span className="label">
                  {a.bidCount === 0 ? "起拍价" : a.status === "bidding" ? "当前价" : "最高价"}
                </span>
                <span className="price big" data-testid="auction-price">
                  {yuan(a.currentPrice ?? a.startPrice)}
                </span>
                <span className="per">/{a.unit}</span>
              </span>
              <span>
                <span className="label">{left.label}</span>
                <span className="auction-clock" data-testid="auction-clock">
                  {left.value}
                </span>
              </span>
              {a.winnerName && (
                <span>
                  <span className="label">中标企业</span>
                  {a.winnerName} {yuan(a.winnerPrice)}
                </span>
              )}
            </div>
            <Facts a={a} />
            {open && !state.own && (
              <BidBox
                a={a}
                onBid={(price) => new Promise((done) => needLogin(() => void bid(price).finally(done), done))}
              />
            )}
            {open && state.own && <div className="auction-bid per">本企业的竞拍，不能出价</div>}
            {a.remark && (
              <p className="per" style={{ marginTop: 12 }}>
                {a.remark}
              </p>
            )}
          </div>
        </div>
        <BidLists a={a} state={state} />
        {state.manage && <BuyersCard a={a} list={buyers.data?.list ?? []} />}
        {member && !state.own && <MyBidsCard list={mine.data?.list ?? []} />}
      </div>
    </>
  );
}
