import { Empty, Pagination, Skeleton } from "antd";
import { NavLink, useLocation, useSearchParams } from "react-router";
import { CouponStrip } from "../parts/coupon-strip";
import { GoodsGrid } from "../parts/goods-card";
import { useMall } from "../use-mall";
import type { Goods, Page } from "../types";
import "../mall-pages.css";

type Shop = { id: number; name: string; logo: string | null; intro: string | null; region: string | null; goodsCount: number };
type Decoration = { banner?: string; color?: string; slogan?: string };

/** /storeInfo/info and /storeInfo/goodList: the shop front with its decoration, then its goods. */
export default function StorePage() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const shopId = Number(params.get("shopId"));
  const all = pathname.endsWith("/goodList");
  const pageNum = Number(params.get("pageNum") ?? 1);
  const shop = useMall<Shop>("shopDetail", { shopId }, shopId > 0);
  const deco = useMall<Decoration>("shopDecoration", { shopId }, shopId > 0);
  const goods = useMall<Page<Goods>>("goodsSearch", { shopId, pageSize: all ? 20 : 10, pageNum, sort: all ? "default" : "new" }, shopId > 0);
  if (!shopId) return <Empty description="店铺不存在" />;
  if (!shop.data) return <div className="mall-wrap"><Skeleton active /></div>;
  const color = deco.data?.color ?? "#2e7d32";
  return (
    <div className="store-page">
      <div className="store-head" style={{ background: color }}>
        <div className="mall-wrap store-head-inner">
          <img src={shop.data.logo ?? ""} alt={shop.data.name} width={72} height={72} />
          <div><h1>{shop.data.name}</h1><p>{shop.data.region} · 在售货品 {shop.data.goodsCount} 件</p></div>
        </div>
        <nav className="mall-wrap store-tabs">
          <NavLink to={`/storeInfo/info?shopId=${shopId}`} end>店铺首页</NavLink>
          <NavLink to={`/storeInfo/goodList?shopId=${shopId}`}>全部货品</NavLink>
        </nav>
      </div>
      <div className="mall-wrap">
        {!all && deco.data?.banner && <img className="store-banner" src={deco.data.banner} alt={`${shop.data.name}横幅`} width={1200} height={400} />}
        {!all && <p className="store-slogan">{deco.data?.slogan ?? shop.data.intro}</p>}
        <CouponStrip shopId={shopId} />
        <h3 className="store-section">{all ? "全部货品" : "新品推荐"}</h3>
        {goods.data ? <GoodsGrid list={goods.data.list} /> : <Skeleton active />}
        {all && (goods.data?.total ?? 0) > 20 && (
          <Pagination className="pager" current={pageNum} pageSize={20} total={goods.data?.total} onChange={(p) => setParams({ shopId: String(shopId), pageNum: String(p) })} />
        )}
      </div>
    </div>
  );
}
