import { describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { auction } from "../../resources/auction";
import { bidOrder } from "../../resources/bid-order";
import { goods } from "../../resources/goods";
import { canDeleteIn, canEditIn, canEditRow, canTransition, legalActions } from "../../src/core/flows/transition";
import { approvalRequest } from "../helpers/fixture-approval";

describe("flows", () => {
  it.each([
    ["draft", ["onSale"]],
    ["on_sale", ["offSale"]],
    ["off_sale", ["onSale"]],
    ["deleted", []],
  ])("goods in %s may %o", (state, actions) => {
    expect(legalActions(goods, state).map(([name]) => name)).toEqual(actions);
  });

  it.each([
    ["publish", "draft", true],
    ["publish", "quoting", false],
    ["hang", "quoting", true],
    ["resume", "hung", true],
    ["resume", "quoting", false],
    ["finish", "hung", true],
    ["finish", "finished", false],
    ["unknown", "draft", false],
  ])("a bid order may %s from %s: %s", (action, state, ok) => {
    expect(canTransition(bidOrder, action, state)).toBe(ok);
  });

  it("offers 取消竞拍 on a live auction only until the first bid", () => {
    expect(canTransition(auction, "cancel", "bidding", { bidCount: 0 })).toBe(true);
    expect(canTransition(auction, "cancel", "bidding", { bidCount: 3 })).toBe(false);
    expect(auction.actions!.cancel!.whenMessage).toBe("已有企业出价，不能取消");
  });

  it("hides from a caller the moves a row refuses it (notBy), and only those", () => {
    const names = (row: Record<string, unknown>) => legalActions(approvalRequest, "waiting1", row).map(([n]) => n);
    expect(names({ notByCaller: [] })).toEqual(["approveFirst", "return"]);
    expect(names({ notByCaller: ["approveFirst", "approveSecond", "return", "pay"] })).toEqual([]);
    expect(canTransition(approvalRequest, "pay", "approved", { notByCaller: ["pay"] })).toBe(false);
    // the server's own rows carry no such list: its refusal is the 422 of the action runner
    expect(canTransition(approvalRequest, "pay", "approved", { requesterUserId: 3 })).toBe(true);
  });

  it("offers 编辑 on an auction only until it starts", () => {
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const aMinuteAgo = new Date(Date.now() - 60_000).toISOString();
    expect(canEditRow(auction, "bidding", { startTime: inAnHour })).toBe(true);
    expect(canEditRow(auction, "bidding", { startTime: aMinuteAgo })).toBe(false);
    expect(canEditRow(auction, "closed", { startTime: inAnHour })).toBe(false);
  });

  it("edits and deletes only where the flow allows", () => {
    expect(canEditIn(goods, "on_sale")).toBe(false);
    expect(canEditIn(goods, "off_sale")).toBe(true);
    expect(canDeleteIn(goods, "on_sale")).toBe(false);
    expect(canDeleteIn(goods, "draft")).toBe(true);
  });

  it.each(resources.filter((r) => r.flow).map((r) => [r.name, r] as const))(
    "%s starts in a state that is one of its options",
    (_, r) => {
      const options = r.fields[r.flow!.field].options!.map((o) => o.value);
      expect(options).toContain(r.flow!.initial);
    },
  );
});
