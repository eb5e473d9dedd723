import { describe, expect, it } from "vitest";
import { registry } from "../../resources";
import { offeredCreates, sourceHolds } from "../../src/core/readable-source";

// What a goods page offers beside buying (申请样品): the creates of owner audiences from a goods whose `where` it holds.
describe("the creates a row offers on its public page", () => {
  it("offers 申请样品 on a feed goods on sale, opening the create screen for that goods", () => {
    expect(offeredCreates(registry, "goods", { id: 42, status: "on_sale", category: "饲料" })).toEqual([
      { label: "申请样品", href: "/manage/order/sample/apply?goodsId=42" },
    ]);
  });

  it("offers nothing on seeds, or on a feed goods taken off sale", () => {
    expect(offeredCreates(registry, "goods", { id: 42, status: "on_sale", category: "种子" })).toEqual([]);
    expect(offeredCreates(registry, "goods", { id: 42, status: "off_sale", category: "饲料" })).toEqual([]);
  });

  it("reads a list in `where` as one of its values, a single value as that value", () => {
    const readable = { where: { status: "on_sale", category: ["饲料", "兽药"] } };
    expect(sourceHolds(readable, { status: "on_sale", category: "兽药" })).toBe(true);
    expect(sourceHolds(readable, { status: "draft", category: "兽药" })).toBe(false);
  });
});
