import { App, Card, Empty, InputNumber, Skeleton, Table, Tag } from "antd";
import { bidFields } from "../../../core/auction-fields";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AUCTION_STATES } from "../../../core/flows/auction";
import { CompactHeader } from "../../layout/compact-header";
import { usePortalState } from "../../portal/portal-state";
import { mallApi, reason } from "../api";
import { countdownText, useServerNow } from "../auctions/countdown";
import type { AuctionCard, BuyerRow, RankRow, RecordRow } from "../auctions/types";
import { useAuctionLive } from "../auctions/use-auction-live";
import { useNeedLogin } from "../parts/need-login";
import { useMall } from "../use-mall";
import "../mall-pages.css";
import "../auctions/auctions.css";
import { PurchaseButton } from "../parts/purchase-grant";

const yuan = (n: number | null | undefined) => (n === null || n === undefined ? "-" : `¥${Number(n).toFixed(2)}`);
/** 08:37:46 for today, 11/23 08:37:46 for an earlier day. */
const time = (s: string) => {
  const d = new Date(s);
  const clockText = d.toLocaleTimeString("zh-CN", { hour12: false });
  return d.toDateString() === new Date().toDateString() ? clockText : `${d.getMonth() + 1}/${d.getDate()} ${clockText}`;
};

/** The bid box: proposes the least next bid, and follows it up when someone else outbids the number typed. */
function BidBox({ a, onBid }: { a: AuctionCard; onBid: (price: number) => Promise<void> }) {
  const [price, setPrice] = useState<number | null>(a.minimumBid);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setPrice((p) => (p === null || p < a.minimumBid ? a.minimumBid : p));
  }, [a.minimumBid]);
  const submit = async () => {
    if (price === null) return;
    setBusy(true);
    try {
      await onBid(price);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="auction-bid">
      <span>我的出价(元/{a.unit})</span>
      <InputNumber aria-label="出价" min={bidFields.price.min} max={bidFields.price.max} step={a.step} precision={2} value={price} onChange={setPrice} style={{ width: 180 }} />
      <PurchaseButton grant="auctionBid" type="primary" danger loading={busy} onClick={() => void submit()}>
        出价
      </PurchaseButton>
      <span className="per">最低可出 {yuan(a.minimumBid)}</span>
    </div>
  );
}

function Facts({ a }: { a: AuctionCard }) {
  const facts: [string, string][] = [
    ["起拍单价", yuan(a.startPrice)],
    ["加价幅度", yuan(a.step)],
    ["保留价", a.hasReserve ? "有保留价" : "无保留价"],
    ["竞拍数量", `${a.quantity} ${a.unit}`],
    ["保证金", yuan(a.deposit)],
    ["出价次数", `${a.bidCount} 次`],
    ["开始时间", new Date(a.startTime).toLocaleString("zh-CN", { hour12: false })],
    ["延时周期", a.extendMinutes > 0 ? `结束前 ${a.extendMinutes} 分钟内出价顺延 ${a.extendMinutes} 分钟` : "不延时"],
    ["出价资格", a.bidders === "certified" ? "仅认证采购商" : "所有企业买家"],
  ];
  return (
    <div className="auction-facts">
      {facts.map(([k, v]) => (
        <div key={k}>
          {k}：{v}
        </div>
      ))}
    </div>
  );
}

/** /goodsbidding/detail?id=: one auction, live — its price, ranking, end and bids follow every move without a reload. */
export default function AuctionPage() {
  const id = Number(useSearchParams()[0].get("id"));
  const { state, error } = useAuctionLive(id);
  const { user } = usePortalState();
  const needLogin = useNeedLogin();
  const { message } = App.useApp();
  const a = state?.auction;
  const now = useServerNow(a?.now);
  const mine = useMall<{ list: RecordRow[] }>("auctionMyBids", { id }, !!user && id > 0);
  const reloadMine = mine.reload;
  const buyers = useMall<{ list: BuyerRow[] }>("auctionBuyers", { id }, !!state?.manage);
  const reloadBuyers = buyers.reload;
  // my bids (the seller: its buyer list) follow the live state too: a new message may be my own bid from another tab
  useEffect(() => {
    if (a && user && !state?.own) void reloadMine();
    if (a && state?.manage) void reloadBuyers();
  }, [a?.bidCount, a?.status, user, state?.own, state?.manage, reloadMine, reloadBuyers]);

  if (error === 404) return <div className="mall-wrap"><Empty description="竞拍不存在或已取消" /></div>;
  if (!a || !state) return <div className="mall-wrap"><Skeleton active /></div>;
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
              {a.title} <Tag color={state_?.color}>{a.status === "bidding" ? (open ? "正在竞拍" : left.label === "距开始" ? "即将开始" : "已结束") : state_?.label}</Tag>
            </h1>
            <div>
              竞拍商品：<Link to={`/goodInfo?id=${a.goodsId}`}>{a.goodsName}</Link>　店铺：<Link to={`/storeInfo/info?shopId=${a.shopId}`}>{a.shopName}</Link>
            </div>
            <div className="auction-price">
              <span>
                <span className="label">{a.bidCount === 0 ? "起拍价" : a.status === "bidding" ? "当前价" : "最高价"}</span>
                <span className="price big" data-testid="auction-price">{yuan(a.currentPrice ?? a.startPrice)}</span>
                <span className="per">/{a.unit}</span>
              </span>
              <span>
                <span className="label">{left.label}</span>
                <span className="auction-clock" data-testid="auction-clock">{left.value}</span>
              </span>
              {a.winnerName && (
                <span>
                  <span className="label">中标企业</span>
                  {a.winnerName} {yuan(a.winnerPrice)}
                </span>
              )}
            </div>
            <Facts a={a} />
            {open && !state.own && <BidBox a={a} onBid={(price) => new Promise((done) => needLogin(() => void bid(price).finally(done)))} />}
            {open && state.own && <div className="auction-bid per">本企业的竞拍，不能出价</div>}
            {a.remark && <p className="per" style={{ marginTop: 12 }}>{a.remark}</p>}
          </div>
        </div>
        <div className="auction-lists">
          <Card title="出价排名" size="small">
            <Table<RankRow>
              rowKey="rank"
              size="small"
              pagination={false}
              dataSource={state.rank}
              locale={{ emptyText: "暂无出价" }}
              columns={[
                { title: "排名", dataIndex: "rank", width: 60 },
                { title: "出价企业", dataIndex: "bidder", render: (v: string, r) => (
                    <span className={r.mine ? "auction-mine" : undefined}>
                      {v}
                      {r.mine ? "（我）" : ""}
                      {r.passedOver && <Tag style={{ marginLeft: 6 }}>已作废</Tag>}
                      {!r.passedOver && a.winnerName === v && <Tag color="green" style={{ marginLeft: 6 }}>中标</Tag>}
                    </span>
                  ),
                },
                { title: "最高出价", dataIndex: "price", render: (v: number) => <span className="money">{yuan(v)}</span> },
                { title: "出价次数", dataIndex: "bids", width: 80 },
              ]}
            />
          </Card>
          <Card title="出价记录" size="small">
            <Table<RecordRow>
              rowKey="seq"
              size="small"
              pagination={false}
              dataSource={state.records}
              locale={{ emptyText: "暂无出价" }}
              columns={[
                { title: "序号", dataIndex: "seq", width: 60 },
                { title: "出价企业", dataIndex: "bidder", render: (v: string, r) => <span className={r.mine ? "auction-mine" : undefined}>{v}</span> },
                { title: "出价", dataIndex: "price", render: (v: number) => <span className="money">{yuan(v)}</span> },
                { title: "时间", dataIndex: "createdAt", render: time },
              ]}
            />
          </Card>
        </div>
        {state.manage && (
          <Card title="出价企业" size="small" style={{ marginTop: 16 }} className="auction-buyers">
            <Table<BuyerRow>
              rowKey="rank"
              size="small"
              pagination={false}
              dataSource={buyers.data?.list ?? []}
              locale={{ emptyText: "暂无企业出价" }}
              columns={[
                { title: "排名", dataIndex: "rank", width: 60 },
                { title: "出价企业", dataIndex: "bidder", render: (v: string, r) => (
                    <span>
                      {v}
                      {r.passedOver && <Tag style={{ marginLeft: 6 }}>已作废</Tag>}
                      {!r.passedOver && a.winnerName === v && <Tag color="green" style={{ marginLeft: 6 }}>中标</Tag>}
                    </span>
                  ),
                },
                { title: "联系人", dataIndex: "contact" },
                { title: "联系电话", dataIndex: "phone" },
                { title: "最高出价", dataIndex: "price", render: (v: number) => <span className="money">{yuan(v)}</span> },
                { title: "出价次数", dataIndex: "bids", width: 80 },
                { title: "最后出价", dataIndex: "lastAt", render: time },
              ]}
            />
          </Card>
        )}
        {user && !state.own && (
          <Card title="我的出价" size="small" style={{ marginTop: 16 }}>
            <Table<RecordRow>
              rowKey="seq"
              size="small"
              pagination={false}
              dataSource={mine.data?.list ?? []}
              locale={{ emptyText: "您还没有出价" }}
              columns={[
                { title: "序号", dataIndex: "seq", width: 60 },
                { title: "出价", dataIndex: "price", render: (v: number) => <span className="money">{yuan(v)}</span> },
                { title: "时间", dataIndex: "createdAt", render: (s: string) => new Date(s).toLocaleString("zh-CN", { hour12: false }) },
              ]}
            />
          </Card>
        )}
      </div>
    </>
  );
}
