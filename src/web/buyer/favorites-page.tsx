import { App, Button } from "antd";
import { mallApi, reason } from "../mall/api";
import { ShelfCard, ShelfFrame, useShelf } from "./goods-shelf";

/** 我的收藏: the goods the buyer hearted on goods pages of this portal, newest first; 取消收藏 takes one off. */
export default function FavoritesPage() {
  const shelf = useShelf("favoriteList");
  const { message } = App.useApp();
  const drop = async (goodsId: number) => {
    try {
      await mallApi("favoriteDel", { goodsId });
      message.success("已取消收藏");
      await shelf.reload();
    } catch (e) {
      message.error(reason(e));
    }
  };
  return (
    <ShelfFrame title="我的收藏" shelf={shelf} empty="还没有收藏的货品，在商品页点「收藏」即可加入">
      <div className="goods-grid shelf-grid">
        {shelf.data?.list.map((g) => (
          <ShelfCard
            key={g.id}
            g={g}
            action={
              <Button type="link" size="small" onClick={() => void drop(g.id)}>
                取消收藏
              </Button>
            }
          />
        ))}
      </div>
    </ShelfFrame>
  );
}
