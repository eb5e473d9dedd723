import { describe, expect, it } from "vitest";
import { approvalsAhead } from "../../src/web/mall/parts/approval-ahead";

const RULE = { name: "马建军采购额度", orderLimit: 5000, monthlyBudget: 10000, used: 4000 };

describe("the checkout says before submitting which orders will wait for approval", () => {
  it("names an order above the single-order limit", () => {
    expect(approvalsAhead(RULE, [6000])).toEqual(["超出单笔限额 ¥5,000.00"]);
  });

  it("counts the orders let through against the month, as the submit judges them in turn", () => {
    expect(approvalsAhead(RULE, [3000, 3500])).toEqual([null, "超出本月预算（剩余 ¥3,000.00）"]);
  });

  it("names none without a rule", () => {
    expect(approvalsAhead(null, [60000])).toEqual([null]);
  });
});
