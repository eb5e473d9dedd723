import { describe, expect, it } from "vitest";
import { moneyText } from "../../src/core/money-text";

describe("an amount as the consoles print it", () => {
  it("reads as zh-CN's own number format does, for every size and sign a ledger shows", () => {
    const zh = new Intl.NumberFormat("zh-CN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const v of [
      0, 0.5, 1, 12.3, 999.99, 1000, 1234.5, 98765.432, 1234567.891, 100000000, -0.5, -1234.5, -0.001, 0.005, 2.675,
    ])
      expect(moneyText(v), String(v)).toBe(zh.format(v).replace(/^-0\.00$/, "0.00"));
  });
});
