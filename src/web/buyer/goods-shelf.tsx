import { Button, Empty, Pagination, Skeleton } from "antd";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import type { MallKey } from "../../core/mall-endpoints";
import { GoodsCard } from "../mall/parts/goods-card";
import type { Goods } from "../mall/types";
import { useMall } from "../mall/use-mall";

/** A goods the buyer keeps or looked at: its card, when (收藏于, 浏览于) and whether it can still be bought. */
export type ShelfGoods = Goods & { onSale: boolean; at: string };

export const SHELF_PAGE = 20;

/** The page of a shelf list (我的收藏, 浏览记录) the address names, loaded; `reload` after a removal. */
export function useShelf(key: MallKey) {
  const [params, setParams] = useSearchParams();
  const pageNum = Number(params.get("pageNum") ?? 1);
  const shelf = useMall<{ list: ShelfGoods[]; total: number }>(key, { pageNum, pageSize: SHELF_PAGE });
  return { ...shelf, pageNum, toPage: (p: number) => setParams({ pageNum: String(p) }) };
}

/** One kept goods as a card with its own button under it (取消收藏, 删除); one no longer on sale is marked so. */
export function ShelfCard({ g, action }: { g: ShelfGoods; action: ReactNode }) {
  return (
    <div className={`shelf-card${g.onSale ? "" : " shelf-card-gone"}`}>
      <GoodsCard g={g} />
      {!g.onSale && <span className="shelf-card-flag">已下架</span>}
      <div className="shelf-card-foot">{action}</div>
    </div>
  );
}

/** The frame of a shelf page: its title and tools, the cards (or what to do when there are none) and the pager. */
export function ShelfFrame({
  title,
  tools,
  shelf,
  empty,
  children,
}: {
  title: string;
  tools?: ReactNode;
  shelf: ReturnType<typeof useShelf>;
  empty: string;
  children: ReactNode;
}) {
  const { data, loading, pageNum, toPage } = shelf;
  return (
    <div className="goods-shelf">
      <div className="goods-shelf-head">
        <h2 className="buyer-title">
          {title}
          {data?.total ? <small>（共{data.total}件）</small> : null}
        </h2>
        {data?.total ? tools : null}
      </div>
      {loading && !data ? (
        <Skeleton active />
      ) : !data?.list.length ? (
        <Empty description={empty}>
          <Link to="/">
            <Button type="primary">去逛逛</Button>
          </Link>
        </Empty>
      ) : (
        children
      )}
      {(data?.total ?? 0) > SHELF_PAGE && (
        <Pagination className="pager" current={pageNum} pageSize={SHELF_PAGE} total={data?.total} onChange={toPage} />
      )}
    </div>
  );
}
