import { Empty, Pagination, Radio, Skeleton, Tabs, Tag } from "antd";
import { Link, useSearchParams } from "react-router";
import { useMall } from "../use-mall";
import { GoodsGrid } from "../parts/goods-card";
import type { Goods, Page } from "../types";
import "../mall-pages.css";

type Facets = { categories: { name: string; count: number }[]; brands: { name: string; count: number }[] };
type ShopRow = {
  id: number;
  name: string;
  logo: string | null;
  intro: string | null;
  region: string | null;
  goodsCount: number;
};

const SORTS = [
  { value: "default", label: "综合" },
  { value: "new", label: "新品" },
  { value: "price_asc", label: "价格↑" },
  { value: "price_desc", label: "价格↓" },
];

/** /list: goods or shops by search text, category axis, or channel, with facets, sort and paging. */
export default function ListPage() {
  const [params, setParams] = useSearchParams();
  const get = (k: string) => params.get(k) ?? undefined;
  const tab = get("tab") ?? "goods";
  const base = {
    search: get("search"),
    axis: get("axis"),
    channelSearchId: get("channelSearchId") ?? get("channelId"),
  };
  const query = {
    ...base,
    category: get("category"),
    brand: get("brand"),
    sort: get("sort") ?? "default",
    pageNum: Number(get("pageNum") ?? 1),
    pageSize: 20,
  };
  const clean = (o: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== ""));
  const goods = useMall<Page<Goods>>("goodsSearch", clean(query), tab === "goods");
  const facets = useMall<Facets>("goodsNavigation", clean({ ...base, category: get("category") }), tab === "goods");
  const shops = useMall<Page<ShopRow>>(
    "shopSearch",
    clean({ search: get("search"), pageNum: query.pageNum }),
    tab === "shops",
  );
  const set = (k: string, v: string | undefined) => {
    const next = new URLSearchParams(params);
    if (v) next.set(k, v);
    else next.delete(k);
    if (k !== "pageNum") next.delete("pageNum");
    setParams(next);
  };
  // a category's list names its path (饲料 > 猪饲料 > 育肥猪料), asked of the portal: a shared link carries only the axis
  const category = useMall<{ path: { id: number; name: string; axis: string }[] }>(
    "itemName",
    { axis: get("axis") },
    !!get("axis") && !get("search"),
  );
  const path = category.data?.path ?? [];
  const title = get("search")
    ? `“${get("search")}”`
    : (path.at(-1)?.name ?? get("name") ?? get("channel") ?? "全部商品");
  return (
    <div className="mall-wrap list-page">
      <div className="crumbs">
        <Link to="/">首页</Link>
        {path.slice(0, -1).map((p) => (
          <span key={p.id}>
            {" "}
            &gt; <Link to={`/list?axis=${p.axis}&name=${encodeURIComponent(p.name)}`}>{p.name}</Link>
          </span>
        ))}{" "}
        &gt; <span>{title}</span>
      </div>
      <Tabs
        activeKey={tab}
        onChange={(k) => set("tab", k === "goods" ? undefined : k)}
        items={[
          { key: "goods", label: "找货品" },
          { key: "shops", label: "找店铺" },
        ]}
      />
      {tab === "goods" ? (
        <>
          <div className="facets">
            <dl>
              <dt>类目</dt>
              <dd>
                <Tag.CheckableTag checked={!get("category")} onChange={() => set("category", undefined)}>
                  全部
                </Tag.CheckableTag>
                {(facets.data?.categories ?? []).map((c) => (
                  <Tag.CheckableTag
                    key={c.name}
                    checked={get("category") === c.name}
                    onChange={() => set("category", c.name)}
                  >
                    {c.name}（{c.count}）
                  </Tag.CheckableTag>
                ))}
              </dd>
            </dl>
            <dl>
              <dt>品牌</dt>
              <dd>
                <Tag.CheckableTag checked={!get("brand")} onChange={() => set("brand", undefined)}>
                  全部
                </Tag.CheckableTag>
                {(facets.data?.brands ?? []).map((b) => (
                  <Tag.CheckableTag
                    key={b.name}
                    checked={get("brand") === b.name}
                    onChange={() => set("brand", b.name)}
                  >
                    {b.name}
                  </Tag.CheckableTag>
                ))}
              </dd>
            </dl>
          </div>
          <div className="sortbar">
            <Radio.Group
              size="small"
              optionType="button"
              buttonStyle="solid"
              value={query.sort}
              options={SORTS}
              onChange={(e) => set("sort", e.target.value)}
            />
            <span className="found">
              共{" "}
              <b>
                {goods.data?.total ?? 0}
                {goods.data?.totalCapped ? "+" : ""}
              </b>{" "}
              件货品
            </span>
          </div>
          {goods.loading && !goods.data ? (
            <Skeleton active />
          ) : goods.data?.list.length ? (
            <GoodsGrid list={goods.data.list} eager={5} />
          ) : (
            <Empty description="没有找到相关货品，换个关键词试试" />
          )}
          {(goods.data?.total ?? 0) > 20 && (
            <Pagination
              className="pager"
              current={query.pageNum}
              pageSize={20}
              total={goods.data?.total}
              showSizeChanger={false}
              onChange={(p) => set("pageNum", String(p))}
            />
          )}
        </>
      ) : (
        <div className="shop-rows">
          {(shops.data?.list ?? []).map((s) => (
            <Link key={s.id} to={`/storeInfo/info?shopId=${s.id}`} className="shop-row">
              <img src={s.logo ?? ""} alt={s.name} width={64} height={64} />
              <div>
                <b>{s.name}</b>
                <p>{s.intro}</p>
                <small>
                  {s.region} · 在售货品 {s.goodsCount} 件
                </small>
              </div>
              <span className="shop-row-go">进入店铺</span>
            </Link>
          ))}
          {shops.data && !shops.data.list.length && <Empty description="没有找到相关店铺" />}
        </div>
      )}
    </div>
  );
}
