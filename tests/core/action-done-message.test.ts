import { describe, expect, it } from "vitest";
import { doneMessage } from "../../src/core/action";
import { resourceByName } from "../../resources";

describe("what the user is told once an action ran", () => {
  const confirm = resourceByName("tenderOrder").actions!.confirm!;

  it("is the action's success when the row reached where the action goes", () => {
    expect(doneMessage(confirm, "confirmed")).toBe("确认订单成功");
  });

  it("says where a diverted row went instead: a tender order beyond the rule waits for approval", () => {
    expect(doneMessage(confirm, "approving")).toBe("订单超出您的审批规则，已提交审批，审批通过后将发送给供应商");
  });
});
