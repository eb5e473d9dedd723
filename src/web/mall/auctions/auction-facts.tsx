import { InputNumber } from "antd";
import { useEffect, useState } from "react";
import { bidFields } from "../../../core/auction-fields";
import { PurchaseButton } from "../parts/purchase-grant";
import { yuan } from "./format";
import type { AuctionCard } from "./types";

/** The bid box: proposes the least next bid, and follows it up when someone else outbids the number typed. */
export function BidBox({ a, onBid }: { a: AuctionCard; onBid: (price: number) => Promise<void> }) {
  const [price, setPrice] = useState<number | null>(a.minimumBid);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setPrice((p) => (p === null || p < a.minimumBid ? a.minimumBid : p));
  }, [a.minimumBid]);
  const submit = async () => {
    if (price === null) return;
    setBusy(true);
    try {
      await onBid(price);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="auction-bid">
      <span>我的出价(元/{a.unit})</span>
      <InputNumber
        aria-label="出价"
        min={bidFields.price.min}
        max={bidFields.price.max}
        step={a.step}
        precision={2}
        value={price}
        onChange={setPrice}
        style={{ width: 180 }}
      />
      <PurchaseButton grant="auctionBid" type="primary" danger loading={busy} onClick={() => void submit()}>
        出价
      </PurchaseButton>
      <span className="per">最低可出 {yuan(a.minimumBid)}</span>
    </div>
  );
}

/** The auction's terms: prices, quantity, deposit, bids so far, start, extension and who may bid. */
export function Facts({ a }: { a: AuctionCard }) {
  const facts: [string, string][] = [
    ["起拍单价", yuan(a.startPrice)],
    ["加价幅度", yuan(a.step)],
    ["保留价", a.hasReserve ? "有保留价" : "无保留价"],
    ["竞拍数量", `${a.quantity} ${a.unit}`],
    ["保证金", yuan(a.deposit)],
    ["出价次数", `${a.bidCount} 次`],
    ["开始时间", new Date(a.startTime).toLocaleString("zh-CN", { hour12: false })],
    ["延时周期", a.extendMinutes > 0 ? `结束前 ${a.extendMinutes} 分钟内出价顺延 ${a.extendMinutes} 分钟` : "不延时"],
    ["出价资格", a.bidders === "certified" ? "仅认证采购商" : "所有企业买家"],
  ];
  return (
    <div className="auction-facts">
      {facts.map(([k, v]) => (
        <div key={k}>
          {k}：{v}
        </div>
      ))}
    </div>
  );
}
