import { stepPrice, type Tier } from "../../../core/sku-price";
import { yuan } from "../types";

/** 阶梯价 of the chosen SKU: each quantity range and its unit price, the one the quantity reaches marked. */
export function TierTable({
  tiers,
  unit,
  minOrder,
  quantity,
}: {
  tiers: Tier[];
  unit: string;
  minOrder: number;
  quantity: number;
}) {
  const current = stepPrice(tiers, quantity);
  return (
    <table className="tier-table" aria-label="阶梯价">
      <tbody>
        <tr>
          <th>起批量</th>
          {tiers.map((t, i) => {
            const from = Math.max(t.from, i === 0 ? minOrder : t.from);
            const to = tiers[i + 1] ? tiers[i + 1]!.from - 1 : undefined;
            return <td key={t.from}>{to === undefined ? `≥${from}${unit}` : `${from}-${to}${unit}`}</td>;
          })}
        </tr>
        <tr>
          <th>单价</th>
          {tiers.map((t) => (
            <td key={t.from} className={t.price === current && quantity >= t.from ? "on" : undefined}>
              {yuan(t.price)}
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
