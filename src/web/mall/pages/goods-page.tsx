import { HeartFilled, HeartOutlined } from "@ant-design/icons";
import { App, Button, Empty, InputNumber, Radio, Skeleton } from "antd";
import { useEffect, useState } from "react";
import { goodsFreight } from "../../../core/freight";
import { leastQuantity, multipleOf, orderableAtLeast } from "../../../core/order-quantity";
import { Link, useNavigate, useSearchParams } from "react-router";
import { mallApi, reason } from "../api";
import { refreshCartCount } from "../cart-store";
import { unitPrice } from "../../../core/sku-price";
import { CouponStrip } from "../parts/coupon-strip";
import { GoodsGrid } from "../parts/goods-card";
import { GoodsFacts } from "../parts/goods-facts";
import { GoodsGallery } from "../parts/goods-gallery";
import { TierTable } from "../parts/tier-table";
import { useNeedLogin } from "../parts/need-login";
import { useOrderingGate } from "../parts/ordering-gate";
import { useMall } from "../use-mall";
import { usePortalState } from "../../portal/portal-state";
import { useMembership } from "../../portal/join-offer";
import { RichTextView } from "../../rich-text-view";
import { yuan, type Goods, type GoodsDetail, type GoodsTrace } from "../types";
import { GoodsTraceSection } from "../parts/goods-trace";
import { RegionPicker } from "../../regions/region-picker";
import "../mall-pages.css";
import { PurchaseButton } from "../parts/purchase-grant";

/** /goodInfo and /storeGoodInfo: gallery, price, stock, freight, delivery range, coupons, cart, buy now, offers. */
export default function GoodsPage() {
  const [params] = useSearchParams();
  const id = Number(params.get("id") ?? params.get("goodsId"));
  const { data: g, loading } = useMall<GoodsDetail>("goodsDetail", { id }, id > 0);
  const fav = useMall<{ favorite: boolean }>("favoriteQuery", { goodsId: id }, id > 0);
  const more = useMall<{ list: Goods[] }>("recommend", { id, pageSize: 5, category: g?.category }, !!g);
  const trace = useMall<GoodsTrace>("goodsTrace", { goodsId: id }, !!g);
  // a server-rendered page has the goods at the first render: start from its least order and first SKU in stock
  const [qty, setQty] = useState(g ? leastQuantity(g) : 1);
  const [region, setRegion] = useState("");
  const [range, setRange] = useState<string>();
  const { message } = App.useApp();
  const needLogin = useNeedLogin();
  const { user } = usePortalState();
  const { standing } = useMembership();
  const gate = useOrderingGate();
  const navigate = useNavigate();
  const [skuId, setSkuId] = useState<number | undefined>((g?.skus.find((s) => s.stock > 0) ?? g?.skus[0])?.id);
  useEffect(() => setQty(g ? leastQuantity(g) : 1), [g?.id, g?.minOrder, g?.orderMultiple]);
  // the first SKU in stock is chosen to start with, as a buyer usually wants the seller's main spec
  useEffect(() => setSkuId((g?.skus.find((s) => s.stock > 0) ?? g?.skus[0])?.id), [g?.id]);
  // a member's visit goes to its 浏览记录 (a non-member browses as a visitor); losing one is no reason to trouble the page
  useEffect(() => {
    if (g?.id && standing === "member") void mallApi("lookAdd", { goodsId: g.id }).catch(() => undefined);
  }, [g?.id, user?.id, standing]);
  if (!id)
    return (
      <div className="mall-wrap">
        <Empty description="货品不存在" />
      </div>
    );
  if (loading || !g)
    return (
      <div className="mall-wrap goods-page">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  const sku = g.skus.find((s) => s.id === skuId) ?? g.skus[0];
  const stock = sku?.stock ?? g.stock;
  const unit = sku ? unitPrice(sku, qty) : g.price;
  // the same rule the order charges, for the quantity and price chosen here
  const freight = goodsFreight(g, { quantity: qty, amount: unit * qty });
  const freightNote =
    g.freightMode === "piece" || g.freightMode === "threshold"
      ? freight > 0
        ? `${qty}${g.unit}运费 ${yuan(freight)}`
        : "当前金额已包邮"
      : null;
  const addToCart = () =>
    needLogin(async () => {
      try {
        await mallApi("cartUpdate", { goodsId: g.id, skuId: sku?.id, quantity: qty });
        await refreshCartCount();
        message.success("已加入进货车");
      } catch (e) {
        message.error(reason(e));
      }
    });
  const buyNow = () =>
    gate(() =>
      needLogin(() => navigate(`/orderSubmit?goodsId=${g.id}${sku ? `&skuId=${sku.id}` : ""}&quantity=${qty}`)),
    );
  const toggleFav = () =>
    needLogin(async () => {
      const r = await mallApi<{ favorite: boolean }>(fav.data?.favorite ? "favoriteDel" : "favoriteAdd", {
        goodsId: g.id,
      }).catch(() => undefined);
      if (r) fav.setData(r);
    });
  const check = async (place: string) => {
    setRegion(place);
    if (!place) return setRange(undefined);
    const r = await mallApi<{ deliverable: boolean; regions: string }>("deliveryCheck", {
      goodsId: g.id,
      region: place,
    }).catch((e) => ({ error: reason(e) }));
    setRange(
      "error" in r ? r.error : r.deliverable ? `可配送至 ${place}` : `暂不配送至 ${place}（配送区域：${r.regions}）`,
    );
  };
  const minOrder = leastQuantity(g);
  // the batch a buyer would receive now: the newest one in its validity
  const current = trace.data?.list.find((b) => b.valid);
  const step = multipleOf(g);
  return (
    <div className="mall-wrap goods-page">
      <div className="crumbs">
        <Link to="/">首页</Link> &gt; <Link to={`/list?search=${encodeURIComponent(g.category)}`}>{g.category}</Link>{" "}
        &gt; <span>{g.name}</span>
      </div>
      <div className="goods-main">
        <GoodsGallery g={g} />
        <div className="goods-info">
          <h1>{g.name}</h1>
          <div className="price-box">
            <div>
              <span className="k">价格</span>
              {sku?.schemeName && unit === sku.schemePrice && (
                <span className="scheme-tag" title={sku.schemeName}>
                  专享价
                </span>
              )}
              <span className="price big">{yuan(unit)}</span>
              <span className="per">/{g.unit}</span>
              {sku && unit < sku.price ? (
                <del className="list-price">原价 {yuan(sku.price)}</del>
              ) : g.marketPrice ? (
                <del>市场价 {yuan(g.marketPrice)}</del>
              ) : null}
            </div>
            {sku && sku.tiers.length > 1 && (
              <TierTable tiers={sku.tiers} unit={g.unit} minOrder={Math.max(1, g.minOrder ?? 1)} quantity={qty} />
            )}
            <CouponStrip shopId={g.shopId} />
          </div>
          <GoodsFacts g={g} sku={sku} current={current} stock={stock} freightNote={freightNote} />
          <div className="row">
            <span className="k">配送至</span>
            <div style={{ maxWidth: 360, width: "100%" }}>
              <RegionPicker
                value={region}
                onChange={check}
                depth={2}
                partial
                placeholder="选择省 / 市，查看能否配送"
                aria-label="配送地区"
              />
            </div>
          </div>
          {range && <div className="row range-msg">{range}</div>}
          {g.skus.length > 1 && (
            <div className="row sku-row">
              <span className="k">规格</span>
              <Radio.Group
                value={sku?.id}
                onChange={(e) => setSkuId(e.target.value)}
                optionType="button"
                aria-label="选择规格"
                options={g.skus.map((s) => ({ value: s.id, label: s.spec, disabled: s.stock < minOrder }))}
              />
            </div>
          )}
          <div className="row">
            <span className="k">数量</span>
            <InputNumber
              min={minOrder}
              max={Math.max(minOrder, stock)}
              step={step}
              precision={0}
              value={qty}
              onChange={(v) => setQty(orderableAtLeast(g, Number(v) || minOrder))}
              aria-label="购买数量"
            />
            <span className="muted-text">
              {g.unit}（起订 {minOrder}
              {g.unit}
              {step > 1 ? `，按${step}${g.unit}的整数倍订购` : ""}）
            </span>
          </div>
          <div className="buy-actions">
            <Button size="large" className="btn-buy" onClick={buyNow} disabled={stock < minOrder}>
              立即订购
            </Button>
            <Button size="large" type="primary" onClick={addToCart} disabled={stock < minOrder}>
              加入进货车
            </Button>
            {/* the forms other declarations offer on a goods (申请样品, 提交采购意向), for the SKU chosen here */}
            {g.offers?.map((o) => {
              const href = o.choose && sku ? `${o.href}&${o.choose}=${sku.id}` : o.href;
              const open = { size: "large" as const, onClick: () => needLogin(() => void navigate(href)) };
              return o.grant ? (
                <PurchaseButton key={o.href} grant={o.grant} {...open}>
                  {o.label}
                </PurchaseButton>
              ) : (
                <Button key={o.href} {...open}>
                  {o.label}
                </Button>
              );
            })}
            <Button
              size="large"
              type="text"
              icon={fav.data?.favorite ? <HeartFilled style={{ color: "#e53935" }} /> : <HeartOutlined />}
              onClick={toggleFav}
            >
              {fav.data?.favorite ? "已收藏" : "收藏"}
            </Button>
          </div>
        </div>
        <aside className="goods-shop">
          <img src={g.shopLogo ?? ""} alt={g.shopName} width={64} height={64} />
          <b>{g.shopName}</b>
          <Link to={`/storeInfo/info?shopId=${g.shopId}`}>
            <Button block>进入店铺</Button>
          </Link>
          <Link to={`/storeInfo/goodList?shopId=${g.shopId}`}>
            <Button block type="link">
              全部货品
            </Button>
          </Link>
        </aside>
      </div>
      <div className="goods-lower">
        <div className="goods-lower-main">
          <GoodsTraceSection trace={trace.data} unit={g.unit} />
          <section className="goods-desc">
            <h2>货品详情</h2>
            {g.description ? <RichTextView html={g.description} /> : <p className="muted-text">卖家暂未填写详情</p>}
            {/* a description with pictures of its own shows them; a text-only one gets the main picture below it */}
            {!g.description?.includes("<img") && g.image && (
              <img src={g.image} alt={g.name} width={400} height={400} loading="lazy" />
            )}
          </section>
        </div>
        <section className="goods-recommend">
          <h2>相关推荐</h2>
          <GoodsGrid list={more.data?.list ?? []} />
        </section>
      </div>
    </div>
  );
}
