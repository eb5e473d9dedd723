import { Empty, Pagination, Skeleton } from "antd";
import { NavLink, useLocation, useSearchParams } from "react-router";
import type { ShopFront } from "../../../core/shop-decoration";
import { CouponStrip } from "../parts/coupon-strip";
import { GoodsGrid } from "../parts/goods-card";
import { PreviewNotice, StoreBanners, StoreFloors, StoreNotice } from "../parts/store-decoration";
import { useMall } from "../use-mall";
import type { Goods, Page } from "../types";
import "../mall-pages.css";
import "../store-decoration.css";

type Shop = {
  id: number;
  name: string;
  logo: string | null;
  banner: string | null;
  intro: string | null;
  region: string | null;
  goodsCount: number;
};
type Kind = { id: number; name: string; goodsCount: number; children: Kind[] };

/**
 * /storeInfo/info and /storeInfo/goodList: the shop front with its published decoration (banners, notice, featured
 * goods, floors, navigation), then its goods. `preview=1` asks for the draft, which only the shop's own staff get.
 */
export default function StorePage() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const shopId = Number(params.get("shopId"));
  const all = pathname.endsWith("/goodList");
  const pageNum = Number(params.get("pageNum") ?? 1);
  const kindId = Number(params.get("kindId") ?? 0);
  const asked = params.get("preview") === "1";
  const shop = useMall<Shop>("shopDetail", { shopId }, shopId > 0);
  const deco = useMall<ShopFront>("shopDecoration", { shopId, ...(asked ? { preview: 1 } : {}) }, shopId > 0);
  const kinds = useMall<Kind[]>("shopKinds", { shopId }, shopId > 0);
  const goods = useMall<Page<Goods>>(
    "goodsSearch",
    { shopId, pageSize: all ? 20 : 10, pageNum, sort: all ? "default" : "new", ...(all && kindId ? { kindId } : {}) },
    shopId > 0,
  );
  const kindName = kinds.data?.flatMap((k) => [k, ...k.children]).find((k) => k.id === kindId)?.name;
  const front = deco.data;
  // a previewing seller stays in the preview while moving about its own shop
  const keep = (href: string) => (front?.preview && href.startsWith("/storeInfo/") ? `${href}&preview=1` : href);
  const kindLink = (id?: number) => keep(`/storeInfo/goodList?shopId=${shopId}${id ? `&kindId=${id}` : ""}`);
  const opened = (href: string) => {
    const url = new URL(href, "http://x");
    return url.pathname === pathname && Number(url.searchParams.get("kindId") ?? 0) === kindId;
  };
  if (!shopId) return <Empty description="店铺不存在" />;
  if (!shop.data)
    return (
      <div className="mall-wrap">
        <Skeleton active />
      </div>
    );
  const color = front?.color ?? "#2e7d32";
  return (
    <div className="store-page">
      <div
        className="store-head"
        style={{ backgroundColor: color, backgroundImage: shop.data.banner ? `url(${shop.data.banner})` : undefined }}
      >
        <div className="mall-wrap store-head-inner">
          <img src={shop.data.logo ?? ""} alt={shop.data.name} width={72} height={72} />
          <div>
            <h1>{shop.data.name}</h1>
            <p>
              {shop.data.region} · 在售货品 {shop.data.goodsCount} 件
            </p>
          </div>
        </div>
        <nav className="mall-wrap store-tabs" aria-label="店铺导航">
          <NavLink to={keep(`/storeInfo/info?shopId=${shopId}`)} end>
            店铺首页
          </NavLink>
          {front?.nav.length ? (
            front.nav.map((n) => (
              <NavLink
                key={`${n.label}-${n.href}`}
                to={keep(n.href)}
                className={() => (opened(n.href) ? "active" : "")}
              >
                {n.label}
              </NavLink>
            ))
          ) : (
            <>
              <NavLink to={kindLink()} className={({ isActive }) => (isActive && !kindId ? "active" : "")}>
                全部货品
              </NavLink>
              {/* without a navigation of its own, the shop's kinds, as its seller shelved them */}
              {kinds.data?.map((k) => (
                <NavLink key={k.id} to={kindLink(k.id)} className={() => (kindId === k.id ? "active" : "")}>
                  {k.name}
                </NavLink>
              ))}
            </>
          )}
        </nav>
      </div>
      <div className="mall-wrap">
        {front?.preview && <PreviewNotice />}
        {!all && front && <StoreBanners front={front} name={shop.data.name} />}
        {!all && front && <StoreNotice notice={front.notice} />}
        {!all && (
          <p className="store-slogan" style={{ borderLeftColor: color }}>
            {front?.slogan ?? shop.data.intro}
          </p>
        )}
        <CouponStrip shopId={shopId} />
        {!all && front && <StoreFloors front={front} color={color} />}
        {all && !!kinds.data?.length ? (
          <div className="store-shelves">
            <aside className="store-kinds" aria-label="店铺分类">
              <h4>店铺分类</h4>
              <NavLink to={kindLink()} className={() => (!kindId ? "active" : "")} end>
                全部货品
              </NavLink>
              {kinds.data.map((k) => (
                <div key={k.id} className="store-kind">
                  <NavLink to={kindLink(k.id)} className={() => (kindId === k.id ? "active" : "")}>
                    {k.name}
                    <em>{k.goodsCount}</em>
                  </NavLink>
                  {k.children.map((c) => (
                    <NavLink key={c.id} to={kindLink(c.id)} className={() => `sub${kindId === c.id ? " active" : ""}`}>
                      {c.name}
                      <em>{c.goodsCount}</em>
                    </NavLink>
                  ))}
                </div>
              ))}
            </aside>
            <section className="store-shelf">
              <h3 className="store-section">{kindName ?? "全部货品"}</h3>
              {goods.data ? (
                goods.data.list.length ? (
                  <GoodsGrid list={goods.data.list} />
                ) : (
                  <Empty description="该分类暂无在售货品" />
                )
              ) : (
                <Skeleton active />
              )}
              {(goods.data?.total ?? 0) > 20 && (
                <Pagination
                  className="pager"
                  current={pageNum}
                  pageSize={20}
                  total={goods.data?.total}
                  onChange={(p) =>
                    setParams({
                      shopId: String(shopId),
                      ...(kindId ? { kindId: String(kindId) } : {}),
                      pageNum: String(p),
                      ...(asked ? { preview: "1" } : {}),
                    })
                  }
                />
              )}
            </section>
          </div>
        ) : (
          <>
            <h3 className="store-section">{all ? "全部货品" : "新品推荐"}</h3>
            {!goods.data ? (
              <Skeleton active />
            ) : goods.data.list.length ? (
              <GoodsGrid list={goods.data.list} />
            ) : (
              <Empty className="floor-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description="店铺暂无在售商品" />
            )}
            {all && (goods.data?.total ?? 0) > 20 && (
              <Pagination
                className="pager"
                current={pageNum}
                pageSize={20}
                total={goods.data?.total}
                onChange={(p) =>
                  setParams({ shopId: String(shopId), pageNum: String(p), ...(asked ? { preview: "1" } : {}) })
                }
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}
