import { describe, expect, it } from "vitest";
import { registry } from "../../resources";
import { offeredCreates, sourceHolds } from "../../src/core/readable-source";

// What a goods page offers beside buying (申请样品): the creates of owner audiences from a goods whose `where` it holds.
describe("the creates a row offers on its public page", () => {
  const intent = {
    label: "提交采购意向",
    href: "/goodspurchase/add?goodsId=42",
    grant: "buyIntent",
    choose: "skuId",
  };

  it("offers 申请样品 on a feed goods on sale beside 提交采购意向, each opening its create screen for that goods", () => {
    expect(offeredCreates(registry, "goods", { id: 42, status: "on_sale", category: "饲料" })).toEqual(
      expect.arrayContaining([{ label: "申请样品", href: "/manage/order/sample/apply?goodsId=42" }, intent]),
    );
  });

  it("offers no sample of seeds but a buy intent, and nothing on a goods taken off sale", () => {
    expect(offeredCreates(registry, "goods", { id: 42, status: "on_sale", category: "种子" })).toEqual([intent]);
    expect(offeredCreates(registry, "goods", { id: 42, status: "off_sale", category: "饲料" })).toEqual([]);
  });

  it("reads a list in `where` as one of its values, a single value as that value", () => {
    const readable = { where: { status: "on_sale", category: ["饲料", "兽药"] } };
    expect(sourceHolds(readable, { status: "on_sale", category: "兽药" })).toBe(true);
    expect(sourceHolds(readable, { status: "draft", category: "兽药" })).toBe(false);
  });
});
