import { describe, expect, it } from "vitest";
import { tenderLineAmount, tenderOrderTotal } from "../../src/core/flows/tender-amount";

describe("a tender order's amounts", () => {
  it("price a line at its unit price to the fen times its quantity", () => {
    expect(tenderLineAmount({ unitPrice: 3639.6, quantity: 400 })).toBe(1_455_840);
    expect(tenderLineAmount({ unitPrice: "12.345", quantity: "2.5" })).toBe(30.88);
  });

  it("round the order's sum once, not each line", () => {
    const lines = [
      { unitPrice: 0.01, quantity: 0.5 },
      { unitPrice: 0.01, quantity: 0.5 },
    ];
    expect(tenderOrderTotal(lines)).toBe(0.01);
    expect(lines.map(tenderLineAmount)).toEqual([0.01, 0.01]);
  });
});
