import { describe, expect, it } from "vitest";
import { freightText, goodsFreight, orderFreight, type FreightRule } from "../../src/core/freight";

const none = {
  freight: null,
  freightFirstQty: null,
  freightFirst: null,
  freightNextQty: null,
  freightNext: null,
  freightFreeFrom: null,
};
const free: FreightRule = { ...none, freightMode: "free" };
const fixed: FreightRule = { ...none, freightMode: "fixed", freight: 30 };
// tanker feed: the first 5-ton load ¥600, each further 5 tons (or part of them) ¥500
const tanker: FreightRule = {
  ...none,
  freightMode: "piece",
  freightFirstQty: 5,
  freightFirst: 600,
  freightNextQty: 5,
  freightNext: 500,
};
// vet drugs by the box: the first box ¥12, each further box ¥4.5
const boxes: FreightRule = {
  ...none,
  freightMode: "piece",
  freightFirstQty: 1,
  freightFirst: 12,
  freightNextQty: 1,
  freightNext: 4.5,
};
// vaccines on the cold chain: ¥30, free from ¥500 of the goods
const cold: FreightRule = { ...none, freightMode: "threshold", freight: 30, freightFreeFrom: 500 };

describe("goods freight", () => {
  it.each([
    ["包邮 costs nothing whatever is bought", free, 40, 6720, 0],
    ["固定运费 is the amount for one unit", fixed, 1, 468, 30],
    ["固定运费 is the same amount for many units", fixed, 200, 93600, 30],
    ["按件计费 within the first units is the first amount", tanker, 5, 19900, 600],
    ["按件计费 adds one step for part of the next units", tanker, 6, 23880, 1100],
    ["按件计费 adds a step per whole next units", tanker, 15, 59700, 1600],
    ["按件计费 below the first units is still the first amount", tanker, 3, 11940, 600],
    ["按件计费 by the box keeps cents", boxes, 3, 135, 21],
    ["满额包邮 charges below the threshold", cold, 10, 499.99, 30],
    ["满额包邮 is free when the threshold is met exactly", cold, 10, 500, 0],
    ["满额包邮 is free above the threshold", cold, 20, 1000, 0],
  ])("%s", (_name, rule, quantity, amount, expected) => {
    expect(goodsFreight(rule, { quantity, amount })).toBe(expected);
  });

  it.each([fixed, tanker, cold, free])("charges nothing for no units ($freightMode)", (rule) => {
    expect(goodsFreight(rule, { quantity: 0, amount: 0 })).toBe(0);
  });

  it("reads a goods without a rule (a row before the rule existed) as 包邮", () => {
    expect(goodsFreight({ ...none, freightMode: null }, { quantity: 3, amount: 90 })).toBe(0);
  });
});

describe("order freight", () => {
  it("pools the SKUs of one goods before applying its rule", () => {
    const lines = [
      { ...tanker, goodsId: 1, quantity: 5, amount: 19900 },
      { ...tanker, goodsId: 1, quantity: 5, amount: 19900 },
    ];
    expect(orderFreight(lines)).toBe(1100);
  });

  it("reaches a 满额包邮 threshold with the goods' lines together", () => {
    const lines = [
      { ...cold, goodsId: 2, quantity: 5, amount: 300 },
      { ...cold, goodsId: 2, quantity: 5, amount: 200 },
    ];
    expect(orderFreight(lines)).toBe(0);
  });

  it("sums the goods of the order, each by its own rule", () => {
    const lines = [
      { ...fixed, goodsId: 1, quantity: 2, amount: 936 },
      { ...boxes, goodsId: 2, quantity: 4, amount: 180 },
      { ...cold, goodsId: 3, quantity: 1, amount: 28 },
      { ...free, goodsId: 4, quantity: 40, amount: 6720 },
    ];
    expect(orderFreight(lines)).toBe(30 + 25.5 + 30);
    expect(orderFreight([])).toBe(0);
  });
});

describe("freight text", () => {
  it.each([
    [free, "包邮"],
    [fixed, "¥30.00"],
    [{ ...fixed, freight: 0 }, "包邮"],
    [tanker, "首5吨¥600.00，每增加5吨加¥500.00"],
    [cold, "¥30.00，满¥500.00包邮"],
  ])("reads %o as %s", (rule, text) => {
    expect(freightText(rule, "吨")).toBe(text);
  });
});
