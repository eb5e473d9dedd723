import { RightOutlined } from "@ant-design/icons";
import { Empty, Tag } from "antd";
import { Link } from "react-router";
import { useMall } from "../use-mall";

type HomeBid = {
  id: number;
  title: string;
  goods: { name: string; quantity: number; unit: string }[];
  deadline: string;
  buyer: string;
  offers: number;
};
type HomeOffer = { id: number; bidId: number; bidTitle: string; status: string; seller: string; createdAt: string };

/** 聚维酮碘溶液 800瓶 等2项: the first line, and how many in all. */
const asked = ({ goods: [first, ...rest] }: HomeBid) =>
  first ? `${first.name} ${first.quantity}${first.unit}${rest.length ? ` 等${rest.length + 1}项` : ""}` : "";

const STATUS: Record<string, [string, string]> = {
  submitted: ["已报价", "blue"],
  ordered: ["已成交", "green"],
  rejected: ["未中选", "default"],
};
const day = (iso: string) =>
  new Date(iso).toLocaleDateString("zh-CN", { month: "2-digit", day: "2-digit", timeZone: "Asia/Shanghai" });

/** The mall home's 竞价专区: open bids a seller may offer on, and the latest offers (docs/mall-bids.md). */
export function HomeBids() {
  const { data } = useMall<{ bids: HomeBid[]; offers: HomeOffer[] }>("bidHome", { pageSize: 6 });
  if (!data) return null;
  return (
    <section className="home-bids" aria-label="竞价专区">
      <header className="floor-head">
        <h2>
          <span className="floor-no new">竞</span>竞价专区
        </h2>
        <Link to="/tendering/offer/list">
          我的竞价报价 <RightOutlined />
        </Link>
      </header>
      <div className="home-bids-body">
        <div>
          <h3>正在竞价</h3>
          {data.bids.length ? (
            <ul>
              {data.bids.map((b) => (
                <li key={b.id}>
                  <Link to={`/tendering/offer/add?bidId=${b.id}`} title={`${b.title}：我要报价`}>
                    {b.title}
                  </Link>
                  <span>{asked(b)}</span>
                  <span>{b.buyer}</span>
                  <span>
                    {b.offers}家报价 · {day(b.deadline)}截止
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <Empty description="暂无正在竞价的采购需求" />
          )}
        </div>
        <div>
          <h3>最新报价</h3>
          {data.offers.length ? (
            <ul>
              {data.offers.map((o) => (
                <li key={o.id}>
                  <span>{o.seller}</span>
                  <span title={o.bidTitle}>报价「{o.bidTitle}」</span>
                  <Tag color={STATUS[o.status]?.[1]}>{STATUS[o.status]?.[0] ?? o.status}</Tag>
                </li>
              ))}
            </ul>
          ) : (
            <Empty description="暂无报价" />
          )}
        </div>
      </div>
    </section>
  );
}
