import { Descriptions } from "antd";
import { freightText } from "../../../core/freight";
import type { GoodsDetail, GoodsTrace } from "../types";

/** The goods' facts under its price: spec, brand, maker, attributes, origin, batch, stock, freight and range. */
export function GoodsFacts({
  g,
  sku,
  current,
  stock,
  freightNote,
}: {
  g: GoodsDetail;
  sku: GoodsDetail["skus"][number] | undefined;
  /** The batch a buyer would receive now. */
  current: GoodsTrace["list"][number] | undefined;
  stock: number;
  /** What the freight comes to for the quantity chosen, where the rule depends on it. */
  freightNote: string | null;
}) {
  return (
    <Descriptions
      column={2}
      size="small"
      className="goods-attrs"
      items={[
        ...(g.skus.length > 1 ? [] : [{ key: "spec", label: "规格", children: sku?.spec ?? g.spec }]),
        { key: "brand", label: "品牌", children: g.brand ?? "—" },
        { key: "maker", label: "生产厂家", children: g.manufacturer ?? "—" },
        ...g.attributes.map((a) => ({ key: a.label, label: a.label, children: a.value })),
        { key: "origin", label: "产地", children: g.origin ?? "—" },
        { key: "shelf", label: "保质期", children: g.shelfLife ?? "—" },
        ...(current
          ? [
              {
                key: "trace",
                label: "追溯批次",
                children: (
                  <a href="#trace">
                    {current.batchNo}（有效期至 {current.expiryDate}）
                  </a>
                ),
              },
            ]
          : []),
        { key: "stock", label: "库存", children: `${stock}${g.unit}` },
        {
          key: "freight",
          label: "运费",
          children: (
            <span className="freight-rule">
              {freightText(g, g.unit)}
              {freightNote && <small className="muted-text freight-now">　{freightNote}</small>}
            </span>
          ),
        },
        { key: "range", label: "配送区域", span: 2, children: g.deliveryRange },
      ]}
    />
  );
}
