import { App, Button, Popconfirm } from "antd";
import { chinaToday } from "../../core/field-rules";
import { mallApi, reason } from "../mall/api";
import { ShelfCard, ShelfFrame, useShelf, type ShelfGoods } from "./goods-shelf";

/** 今天, 昨天, or the date (China's days, as every day the platform counts): how a buyer finds a goods it saw again. */
function dayOf(at: string, now = Date.now()): string {
  const day = chinaToday(Date.parse(at));
  if (day === chinaToday(now)) return "今天";
  if (day === chinaToday(now - 86_400_000)) return "昨天";
  const [y, m, d] = day.split("-").map(Number);
  return `${y}年${m}月${d}日`;
}

/** The page's goods by the day they were last looked at, newest day first (the list already comes newest first). */
function byDay(list: ShelfGoods[]): [string, ShelfGoods[]][] {
  const days = new Map<string, ShelfGoods[]>();
  for (const g of list) days.set(dayOf(g.at), [...(days.get(dayOf(g.at)) ?? []), g]);
  return [...days];
}

/** 浏览记录: the goods of this portal the buyer opened lately (the newest 100), by day; one at a time or all forgotten. */
export default function HistoryPage() {
  const shelf = useShelf("lookList");
  const { message } = App.useApp();
  const forget = async (payload: { goodsIds: number[] } | { all: true }, done: string) => {
    try {
      await mallApi("lookDel", payload);
      message.success(done);
      await shelf.reload();
    } catch (e) {
      message.error(reason(e));
    }
  };
  const clear = (
    <Popconfirm
      title="确定清空全部浏览记录吗？"
      okText="清空"
      cancelText="取消"
      onConfirm={() => forget({ all: true }, "浏览记录已清空")}
    >
      <Button>清空浏览记录</Button>
    </Popconfirm>
  );
  return (
    <ShelfFrame title="浏览记录" tools={clear} shelf={shelf} empty="暂无浏览记录">
      {byDay(shelf.data?.list ?? []).map(([day, list]) => (
        <section key={day} className="shelf-day">
          <h3>{day}</h3>
          <div className="goods-grid shelf-grid">
            {list.map((g) => (
              <ShelfCard
                key={g.id}
                g={g}
                action={
                  <Button type="link" size="small" onClick={() => void forget({ goodsIds: [g.id] }, "已删除")}>
                    删除
                  </Button>
                }
              />
            ))}
          </div>
        </section>
      ))}
    </ShelfFrame>
  );
}
