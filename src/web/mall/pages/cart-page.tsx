import { App, Button, Checkbox, Empty, InputNumber, Popconfirm, Skeleton } from "antd";
import { Link, useNavigate } from "react-router";
import { orderFreight } from "../../../core/freight";
import { leastQuantity, multipleOf, orderableAtLeast } from "../../../core/order-quantity";
import { CompactHeader } from "../../layout/compact-header";
import { mallApi, reason } from "../api";
import { refreshCartCount } from "../cart-store";
import { useOrderingGate } from "../parts/ordering-gate";
import { useMall } from "../use-mall";
import { yuan, type CartGroup, type CartLine } from "../types";
import "../mall-pages.css";

/** /shopCart: lines grouped by shop, selection, quantity edit and delete, live totals, 去结算. */
export default function CartPage() {
  const cart = useMall<{ list: CartGroup[]; total: number }>("cartList");
  const { message } = App.useApp();
  const navigate = useNavigate();
  const gate = useOrderingGate();
  const groups = cart.data?.list ?? [];
  const lines = groups.flatMap((g) => g.lines);
  const chosen = lines.filter((l) => l.selected && !l.problem);
  // ticked lines that cannot be ordered now: named before checkout, never dropped on the way
  const blocked = lines.filter((l) => l.selected && l.problem);
  const total = chosen.reduce((s, l) => s + l.price * l.quantity, 0);
  // each shop becomes one order: its freight is what that order will charge for the chosen lines
  const freightOf = (g: CartGroup) =>
    orderFreight(g.lines.filter((l) => chosen.includes(l)).map((l) => ({ ...l, amount: l.price * l.quantity })));
  const freight = groups.reduce((s, g) => s + freightOf(g), 0);
  const run = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
    } catch (e) {
      message.error(reason(e));
    }
    await cart.reload();
    await refreshCartCount();
  };
  const select = (ids: number[] | "all", selected: boolean) =>
    run(() => mallApi("cartUpdate", ids === "all" ? { all: true, selected } : { ids, selected }));
  const quantity = (l: CartLine, q: number | null) =>
    q && q !== l.quantity && run(() => mallApi("cartQuantity", { id: l.id, quantity: q }));
  const remove = (ids: number[]) => run(() => mallApi("cartDel", { ids: ids.join(",") }));
  const settle = () =>
    gate(() => {
      if (blocked.length)
        return void message.warning(
          `${blocked.map((l) => `「${l.name}」${l.problem}`).join("；")}，请修改数量、删除或取消勾选后再结算`,
        );
      if (!chosen.length) return void message.warning("请选择要结算的货品");
      navigate("/orderSubmit");
    });
  return (
    <>
      <CompactHeader title="进货车" extra={<Link to="/">继续采购</Link>} />
      <div className="mall-wrap cart-page">
        {cart.loading && !cart.data ? (
          <Skeleton active />
        ) : !lines.length ? (
          <Empty className="cart-empty" description="进货车空空如也">
            <Link to="/">
              <Button type="primary">去逛逛</Button>
            </Link>
          </Empty>
        ) : (
          <>
            <div className="cart-head">
              <Checkbox
                checked={lines.every((l) => l.selected)}
                onChange={(e) => select("all", e.target.checked)}
                aria-label="全选"
              />
              <span className="c-goods">全选 · 货品</span>
              <span>单价</span>
              <span>数量</span>
              <span>小计</span>
              <span>操作</span>
            </div>
            {groups.map((g) => (
              <section key={g.shopId} className="cart-shop">
                <div className="cart-shop-name">
                  <Checkbox
                    checked={g.lines.every((l) => l.selected)}
                    onChange={(e) =>
                      select(
                        g.lines.map((l) => l.id),
                        e.target.checked,
                      )
                    }
                  />
                  <Link to={`/storeInfo/info?shopId=${g.shopId}`}>{g.shopName}</Link>
                </div>
                {g.lines.map((l) => (
                  <div key={l.id} className={`cart-line${l.problem ? " invalid" : ""}`}>
                    <Checkbox
                      checked={l.selected}
                      onChange={(e) => select([l.id], e.target.checked)}
                      aria-label={`选择 ${l.name}`}
                    />
                    <Link to={`/goodInfo?id=${l.goodsId}`} className="c-goods">
                      <img src={l.image ?? ""} alt="" width={72} height={72} />
                      <span>
                        <b>{l.name}</b>
                        <small>{l.spec}</small>
                        {l.problem && <em className="line-problem">{l.problem}</em>}
                      </span>
                    </Link>
                    <span className="money">
                      {yuan(l.price)}
                      {l.listPrice ? (
                        <>
                          <del className="list-price">{yuan(l.listPrice)}</del>
                          <em className="scheme-tag">{l.schemeName ? "专享价" : "阶梯价"}</em>
                        </>
                      ) : null}
                    </span>
                    <InputNumber
                      size="small"
                      min={leastQuantity(l)}
                      max={Math.max(leastQuantity(l), l.stock)}
                      step={multipleOf(l)}
                      precision={0}
                      value={l.quantity}
                      onChange={(v) => quantity(l, v === null ? null : orderableAtLeast(l, v))}
                      aria-label="数量"
                    />
                    <span className="money strong">{yuan(l.price * l.quantity)}</span>
                    <Popconfirm
                      title="确定删除该货品吗？"
                      onConfirm={() => remove([l.id])}
                      okText="删除"
                      cancelText="取消"
                    >
                      <a>删除</a>
                    </Popconfirm>
                  </div>
                ))}
                {g.lines.some((l) => chosen.includes(l)) && (
                  <div className="cart-shop-freight">
                    运费：{freightOf(g) > 0 ? <b className="money">{yuan(freightOf(g))}</b> : "包邮"}
                  </div>
                )}
              </section>
            ))}
            <div className="cart-bar">
              <Popconfirm
                title="确定删除选中的货品吗？"
                onConfirm={() => remove(chosen.map((l) => l.id))}
                disabled={!chosen.length}
                okText="删除"
                cancelText="取消"
              >
                <a>删除选中</a>
              </Popconfirm>
              <span className="cart-sum">
                已选 <b>{chosen.length}</b> 种货品，货品合计：{yuan(total)}　运费：{yuan(freight)}　合计：
                <span className="price big">{yuan(total + freight)}</span>
              </span>
              <Button
                type="primary"
                size="large"
                className="btn-settle"
                onClick={settle}
                disabled={!chosen.length && !blocked.length}
              >
                去结算
              </Button>
            </div>
          </>
        )}
      </div>
    </>
  );
}
