import { describe, expect, it } from "vitest";
import { NOTHING_SHOWN, priceChanges, unbuyable, type Quote } from "../../src/core/shown-price";

const quote: Quote = {
  lines: [{ goodsId: 1, skuId: 11, price: 72, name: "育肥猪料", spec: "40kg/袋" }],
  orders: { "5": { shopName: "绿野饲料官方旗舰店", freight: 30, discount: 0, total: 1850 } },
  total: 1850,
};

describe("priceChanges(): what the page showed against what the server would charge", () => {
  it("finds nothing when every figure is the same to the cent", () => {
    expect(
      priceChanges(
        {
          lines: [{ goodsId: 1, skuId: 11, price: 72.000001 }],
          orders: { "5": { freight: 30, discount: 0, total: 1850 } },
          total: 1850,
        },
        quote,
      ),
    ).toEqual([]);
  });

  it("names each changed figure with what was shown and what it is now", () => {
    const shown = {
      lines: [{ goodsId: 1, skuId: 11, price: 70 }],
      orders: { "5": { freight: 24, discount: 0, total: 1844 } },
      total: 1844,
    };
    expect(priceChanges(shown, quote)).toEqual([
      { label: "「育肥猪料 40kg/袋」单价", shown: 70, now: 72 },
      { label: "绿野饲料官方旗舰店 运费", shown: 24, now: 30 },
      { label: "绿野饲料官方旗舰店 小计", shown: 1844, now: 1850 },
      { label: "应付总额", shown: 1844, now: 1850 },
    ]);
  });

  it("counts every figure as not shown when nothing was", () => {
    expect(priceChanges(NOTHING_SHOWN, quote).map((c) => c.shown)).toEqual([null, null, null, null, null]);
  });

  it("names a goods whose name holds its spec once", () => {
    const named = { ...quote, lines: [{ ...quote.lines[0]!, name: "有机肥 40kg/袋", spec: "40kg/袋" }] };
    expect(priceChanges({ ...NOTHING_SHOWN, total: 1850 }, named)[0]!.label).toBe("「有机肥 40kg/袋」单价");
  });
});

describe("unbuyable(): why a cart line cannot be ordered", () => {
  const line = { status: "on_sale", shopOpen: true, stock: 10, quantity: 3, unit: "袋" };
  it.each([
    [{}, null],
    [{ shopOpen: false }, "店铺已关闭"],
    [{ status: "off_sale" }, "已下架"],
    [{ stock: 0 }, "已售罄"],
    [{ stock: 2 }, "库存不足，仅剩2袋"],
  ])("%o → %s", (change, why) => expect(unbuyable({ ...line, ...change })).toBe(why));
});
