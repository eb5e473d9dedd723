import { unitPrice } from "../../../core/sku-price";
import { Alert, App, Button, Card, Empty, Input, Skeleton } from "antd";
import { useMemo, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { mallApi, reason } from "../api";
import { refreshCartCount } from "../cart-store";
import { CouponPick, couponsFor, type MyCoupon } from "../parts/coupon-pick";
import { discountOf as couponDiscount } from "../../../core/coupon";
import { orderFreight, type FreightRule } from "../../../core/freight";
import { orderFields } from "../../../core/order-fields";
import { useMall } from "../use-mall";
import { yuan, type Address, type CartGroup, type GoodsDetail, type Order } from "../types";
import { CERTIFICATION_PAGE, PAY_NEEDS_CERT, REALNAME_PAGE } from "../../../core/certification-gates";
import "../mall-pages.css";
import { PurchaseButton } from "../parts/purchase-grant";
import { changedPrices, confirmChanges, confirmPay, shownOf } from "../parts/price-check";
import { ApprovalAhead, approvalsAhead, type RuleStanding } from "../parts/approval-ahead";
import { SubmitAddress } from "../parts/submit-address";

type Init = {
  addresses: Address[];
  balance: { enterpriseName: string; balance: number } | null;
  coupons: MyCoupon[];
  approvalRule?: RuleStanding | null;
};
type Group = {
  shopId: number;
  shopName: string;
  lines: (FreightRule & {
    goodsId: number;
    skuId?: number;
    name: string;
    spec: string;
    image: string | null;
    price: number;
    quantity: number;
    unit: string;
  })[];
};

const newKey = () =>
  (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`).replace(
    /[^A-Za-z0-9-]/g,
    "",
  );

/** The line of 立即订购: the SKU named in the link (the goods' first when none), priced for the quantity as the order will be. */
function buyNowLine(g: GoodsDetail, skuId: number | undefined, quantity: number) {
  const sku = g.skus.find((s) => s.id === skuId) ?? g.skus[0];
  return {
    ...g,
    goodsId: g.id,
    quantity,
    ...(sku ? { skuId: sku.id, spec: sku.spec, price: unitPrice(sku, quantity) } : {}),
  };
}

/** /orderSubmit: address book, one order per shop with freight and remarks; save, or save and pay from the balance. */
export default function OrderSubmitPage() {
  const [params] = useSearchParams();
  const goodsId = Number(params.get("goodsId")) || undefined;
  const quantity = Number(params.get("quantity")) || 1;
  const skuId = Number(params.get("skuId")) || undefined;
  const init = useMall<Init>("orderInit");
  const cart = useMall<{ list: CartGroup[] }>("cartList", {}, !goodsId);
  const one = useMall<GoodsDetail>("goodsDetail", { id: goodsId }, !!goodsId);
  // one key per visit of this page: a double click or a retry makes the same orders, not new ones
  const submitKey = useMemo(newKey, []);
  const [addressId, setAddressId] = useState<number>();
  const [remarks, setRemarks] = useState<Record<string, string>>({});
  // shop id → chosen fetched coupon; only coupons that still fit the shop order count
  const [picked, setPicked] = useState<Record<string, number | undefined>>({});
  const [busy, setBusy] = useState(false);
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const groups: Group[] = goodsId
    ? one.data
      ? [{ shopId: one.data.shopId, shopName: one.data.shopName, lines: [buyNowLine(one.data, skuId, quantity)] }]
      : []
    : (cart.data?.list ?? [])
        .map((g) => ({ ...g, lines: g.lines.filter((l) => l.selected && !l.problem) }))
        .filter((g) => g.lines.length);
  // selected lines that cannot be ordered now are named, and keep the order from being submitted until resolved
  const blocked = goodsId ? [] : (cart.data?.list ?? []).flatMap((g) => g.lines.filter((l) => l.selected && l.problem));
  const book = init.data?.addresses ?? [];
  const chosenAddress = addressId ?? book[0]?.id;
  const freightOf = (g: Group) => orderFreight(g.lines.map((l) => ({ ...l, amount: l.price * l.quantity })));
  const goodsOf = (g: Group) => g.lines.reduce((s, l) => s + l.price * l.quantity, 0);
  const fitting = (g: Group) => couponsFor(init.data?.coupons ?? [], g.shopId, goodsOf(g));
  const couponOf = (g: Group) => fitting(g).find((c) => c.id === picked[g.shopId]);
  const discountOf = (g: Group) => (couponOf(g) ? couponDiscount(couponOf(g)!, goodsOf(g)) : 0);
  const total = groups.reduce((s, g) => s + goodsOf(g) - discountOf(g) + freightOf(g), 0);
  const coupons = Object.fromEntries(groups.flatMap((g) => (couponOf(g) ? [[g.shopId, couponOf(g)!.id]] : [])));
  const ahead = approvalsAhead(
    init.data?.approvalRule,
    groups.map((g) => goodsOf(g) - discountOf(g) + freightOf(g)),
  );
  const shown = shownOf(groups, (g) => {
    const group = groups.find((x) => x.shopId === g.shopId)!;
    return {
      freight: freightOf(group),
      discount: discountOf(group),
      total: goodsOf(group) - discountOf(group) + freightOf(group),
    };
  });
  const submit = async (pay: boolean, seen = shown) => {
    if (!chosenAddress) return message.warning("请先添加收货地址");
    // what is paid now leaves out the orders that will wait for approval; when all wait, nothing is paid to confirm
    const payable = ahead.some(Boolean)
      ? groups.reduce((n, g, i) => n + (ahead[i] ? 0 : goodsOf(g) - discountOf(g) + freightOf(g)), 0)
      : shown.total;
    if (
      pay &&
      seen === shown &&
      payable > 0 &&
      !(await confirmPay(modal, {
        amount: payable,
        payer: init.data?.balance?.enterpriseName,
        balance: init.data?.balance?.balance,
      }))
    )
      return;
    setBusy(true);
    try {
      const body = {
        submitKey,
        addressId: chosenAddress,
        remarks,
        coupons,
        shown: seen,
        ...(goodsId ? { goodsId, skuId, quantity } : {}),
      };
      const r = await mallApi<{ list: Order[] }>(pay ? "orderSavePay" : "orderSave", body);
      await refreshCartCount();
      // an order beyond the buyer's approval rule is not paid: it waits for the approvers (resources/purchase-approval.ts)
      const waiting = r.list.filter((o) => o.status === "approving").length;
      if (waiting) message.warning(`${waiting}笔订单超出采购审批规则，已提交审批，审批通过后请在我的订单中付款`);
      else message.success(pay ? "支付成功" : "订单已提交");
      navigate(r.list.length === 1 ? `/orderParticulars?id=${r.list[0]!.id}` : "/order");
    } catch (e) {
      // the figures moved on since the page loaded: old beside new, and nothing ordered until the buyer agrees
      const changed = changedPrices(e);
      if (changed) {
        setBusy(false);
        if (await confirmChanges(modal, changed.changes, pay)) return submit(pay, changed.quote);
        return void (goodsId ? one.reload() : cart.reload());
      }
      const why = reason(e);
      // a large order waits for a certification: say where to get one, and that the order may be placed meanwhile
      if (why === PAY_NEEDS_CERT) {
        modal.warning({
          title: why,
          content: (
            <span className="certify-hint">
              请先<a href={REALNAME_PAGE}>完成实名认证</a>或<a href={CERTIFICATION_PAGE}>完成企业认证</a>
              ，审核通过后再支付；也可先提交订单，认证通过后在我的订单中支付。
            </span>
          ),
          okText: "知道了",
        });
      } else message.error(why);
    } finally {
      setBusy(false);
    }
  };
  if (init.loading || (goodsId ? one.loading : cart.loading))
    return (
      <div className="mall-wrap">
        <Skeleton active />
      </div>
    );
  if (!groups.length && !blocked.length)
    return (
      <div className="mall-wrap">
        <Empty description="没有待结算的货品">
          <Link to="/shopCart">
            <Button type="primary">返回进货车</Button>
          </Link>
        </Empty>
      </div>
    );
  return (
    <div className="mall-wrap submit-page">
      <h2 className="page-title">确认订单</h2>
      <SubmitAddress
        book={book}
        value={chosenAddress}
        onChange={setAddressId}
        onAdded={async (id) => {
          await init.reload();
          setAddressId(id);
        }}
      />
      {blocked.length > 0 && (
        <Alert
          type="error"
          showIcon
          className="blocked-lines"
          message="以下已勾选的货品暂不能购买，请返回进货车移除或取消勾选后再提交"
          description={
            <ul>
              {blocked.map((l) => (
                <li key={l.id}>
                  「{l.name}
                  {l.spec ? ` ${l.spec}` : ""}」{l.problem}
                </li>
              ))}
            </ul>
          }
          action={
            <Link to="/shopCart">
              <Button size="small">返回进货车</Button>
            </Link>
          }
        />
      )}
      {groups.map((g) => (
        <Card key={g.shopId} title={g.shopName} className="submit-shop">
          {g.lines.map((l) => (
            <div key={l.goodsId} className="submit-line">
              <img src={l.image ?? ""} alt="" width={60} height={60} />
              <span className="c-goods">
                <b>{l.name}</b>
                <small>{l.spec}</small>
              </span>
              <span>
                {yuan(l.price)} × {l.quantity}
                {l.unit}
              </span>
              <span className="money strong">{yuan(l.price * l.quantity)}</span>
            </div>
          ))}
          <div className="submit-foot">
            <Input
              placeholder="给卖家留言（选填）"
              maxLength={orderFields.remark.max}
              value={remarks[g.shopId] ?? ""}
              onChange={(e) => setRemarks({ ...remarks, [g.shopId]: e.target.value })}
              aria-label={`给${g.shopName}留言`}
            />
            <CouponPick
              options={fitting(g)}
              value={couponOf(g)?.id}
              onChange={(id) => setPicked({ ...picked, [g.shopId]: id })}
              shopName={g.shopName}
              goodsAmount={goodsOf(g)}
            />
            <span>
              运费：{freightOf(g) > 0 ? yuan(freightOf(g)) : "包邮"}
              {discountOf(g) > 0 && <span className="discount">　优惠：-{yuan(discountOf(g))}</span>}　小计：
              <b className="money">{yuan(goodsOf(g) - discountOf(g) + freightOf(g))}</b>
            </span>
          </div>
        </Card>
      ))}
      <ApprovalAhead reasons={ahead} />
      <div className="submit-bar">
        {init.data?.balance ? (
          <span className="balance">
            {init.data.balance.enterpriseName} 账户余额：<b>{yuan(init.data.balance.balance)}</b>
          </span>
        ) : (
          <span className="balance">个人账户请提交订单后与卖家线下结算</span>
        )}
        <span>
          应付总额：<span className="price big">{yuan(total)}</span>
        </span>
        <Button
          size="large"
          onClick={() => submit(false)}
          loading={busy}
          disabled={blocked.length > 0 || !groups.length}
        >
          提交订单
        </Button>
        {init.data?.balance && (
          <PurchaseButton
            grant="pay"
            size="large"
            type="primary"
            onClick={() => submit(true)}
            loading={busy}
            disabled={blocked.length > 0 || !groups.length}
          >
            提交并支付
          </PurchaseButton>
        )}
      </div>
    </div>
  );
}
