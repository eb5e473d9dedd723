import { describe, expect, it } from "vitest";
import { leastQuantity, orderableAtLeast, quantityProblem } from "../../src/core/order-quantity";

const pallet = { name: "育肥猪料", unit: "袋", minOrder: 25, orderMultiple: 10 };

describe("order quantity", () => {
  it("starts at the first multiple that reaches the minimum order", () => {
    expect(leastQuantity(pallet)).toBe(30);
    expect(leastQuantity({ minOrder: 5, orderMultiple: null })).toBe(5);
    expect(leastQuantity({ minOrder: null, orderMultiple: null })).toBe(1);
  });

  it("snaps a typed quantity up to the next whole multiple", () => {
    expect(orderableAtLeast(pallet, 31)).toBe(40);
    expect(orderableAtLeast(pallet, 1)).toBe(30);
    expect(orderableAtLeast(pallet, 50)).toBe(50);
  });

  it("names the minimum first, then the multiple", () => {
    expect(quantityProblem(pallet, 20)).toBe("育肥猪料 起订量为25袋");
    expect(quantityProblem(pallet, 35)).toBe("育肥猪料 须按10袋的整数倍订购");
    expect(quantityProblem(pallet, 40)).toBeNull();
    expect(quantityProblem({ ...pallet, orderMultiple: null }, 26)).toBeNull();
  });
});
