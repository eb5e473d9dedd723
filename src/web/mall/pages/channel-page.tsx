import { Empty, Skeleton } from "antd";
import { Link, useSearchParams } from "react-router";
import { GoodsGrid } from "../parts/goods-card";
import { useMall } from "../use-mall";
import type { Channel, Goods, Page } from "../types";
import "../mall-pages.css";

/** /channel?channelId=: a type-2 channel's own page with its banner and goods. */
export default function ChannelPage() {
  const channelId = Number(useSearchParams()[0].get("channelId"));
  const channels = useMall<Channel[]>("channelList");
  const goods = useMall<Page<Goods>>("goodsSearch", { channelId, pageSize: 20 }, channelId > 0);
  const ch = channels.data?.find((c) => c.id === channelId);
  if (channels.data && !ch)
    return (
      <div className="mall-wrap">
        <Empty description="频道不存在" />
      </div>
    );
  return (
    <div className="mall-wrap channel-page">
      <div className="crumbs">
        <Link to="/">首页</Link> &gt; <span>{ch?.name}</span>
      </div>
      {ch?.banner && <img className="store-banner" src={ch.banner} alt={ch.name} width={1200} height={400} />}
      {ch?.intro && <p className="store-slogan">{ch.intro}</p>}
      {goods.data ? <GoodsGrid list={goods.data.list} /> : <Skeleton active />}
    </div>
  );
}
