import { Empty, Pagination, Skeleton } from "antd";
import { NavLink, useLocation, useSearchParams } from "react-router";
import { CouponStrip } from "../parts/coupon-strip";
import { GoodsGrid } from "../parts/goods-card";
import { useMall } from "../use-mall";
import type { Goods, Page } from "../types";
import "../mall-pages.css";

type Shop = { id: number; name: string; logo: string | null; intro: string | null; region: string | null; goodsCount: number };
type Decoration = { banner?: string; color?: string; slogan?: string };
type Kind = { id: number; name: string; goodsCount: number; children: Kind[] };

/** /storeInfo/info and /storeInfo/goodList: the shop front with its decoration, then its goods. */
export default function StorePage() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const shopId = Number(params.get("shopId"));
  const all = pathname.endsWith("/goodList");
  const pageNum = Number(params.get("pageNum") ?? 1);
  const kindId = Number(params.get("kindId") ?? 0);
  const shop = useMall<Shop>("shopDetail", { shopId }, shopId > 0);
  const deco = useMall<Decoration>("shopDecoration", { shopId }, shopId > 0);
  const kinds = useMall<Kind[]>("shopKinds", { shopId }, shopId > 0);
  const goods = useMall<Page<Goods>>("goodsSearch", { shopId, pageSize: all ? 20 : 10, pageNum, sort: all ? "default" : "new", ...(all && kindId ? { kindId } : {}) }, shopId > 0);
  const kindName = kinds.data?.flatMap((k) => [k, ...k.children]).find((k) => k.id === kindId)?.name;
  const kindLink = (id?: number) => `/storeInfo/goodList?shopId=${shopId}${id ? `&kindId=${id}` : ""}`;
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
          <NavLink to={`/storeInfo/goodList?shopId=${shopId}`} className={({ isActive }) => (isActive && !kindId ? "active" : "")}>全部货品</NavLink>
          {/* the shop's own kinds, as its seller shelved them */}
          {kinds.data?.map((k) => (
            <NavLink key={k.id} to={kindLink(k.id)} className={() => (kindId === k.id ? "active" : "")}>{k.name}</NavLink>
          ))}
        </nav>
      </div>
      <div className="mall-wrap">
        {!all && deco.data?.banner && <img className="store-banner" src={deco.data.banner} alt={`${shop.data.name}横幅`} width={1200} height={400} />}
        {!all && <p className="store-slogan">{deco.data?.slogan ?? shop.data.intro}</p>}
        <CouponStrip shopId={shopId} />
        {all && !!kinds.data?.length ? (
          <div className="store-shelves">
            <aside className="store-kinds" aria-label="店铺分类">
              <h4>店铺分类</h4>
              <NavLink to={kindLink()} className={() => (!kindId ? "active" : "")} end>全部货品</NavLink>
              {kinds.data.map((k) => (
                <div key={k.id} className="store-kind">
                  <NavLink to={kindLink(k.id)} className={() => (kindId === k.id ? "active" : "")}>{k.name}<em>{k.goodsCount}</em></NavLink>
                  {k.children.map((c) => (
                    <NavLink key={c.id} to={kindLink(c.id)} className={() => `sub${kindId === c.id ? " active" : ""}`}>{c.name}<em>{c.goodsCount}</em></NavLink>
                  ))}
                </div>
              ))}
            </aside>
            <section className="store-shelf">
              <h3 className="store-section">{kindName ?? "全部货品"}</h3>
              {goods.data ? (goods.data.list.length ? <GoodsGrid list={goods.data.list} /> : <Empty description="该分类暂无在售货品" />) : <Skeleton active />}
              {(goods.data?.total ?? 0) > 20 && (
                <Pagination className="pager" current={pageNum} pageSize={20} total={goods.data?.total} onChange={(p) => setParams({ shopId: String(shopId), ...(kindId ? { kindId: String(kindId) } : {}), pageNum: String(p) })} />
              )}
            </section>
          </div>
        ) : (
          <>
            <h3 className="store-section">{all ? "全部货品" : "新品推荐"}</h3>
            {goods.data ? <GoodsGrid list={goods.data.list} /> : <Skeleton active />}
            {all && (goods.data?.total ?? 0) > 20 && (
              <Pagination className="pager" current={pageNum} pageSize={20} total={goods.data?.total} onChange={(p) => setParams({ shopId: String(shopId), pageNum: String(p) })} />
            )}
          </>
        )}
      </div>
    </div>
  );
}
