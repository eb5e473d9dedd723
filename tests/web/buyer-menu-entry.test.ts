import { describe, expect, it } from "vitest";
import { menuEntryOf } from "../../src/web/buyer/menu-entry";

const KEYS = ["/manage/order/index", "/manage/order/approval", "/manage/order/approval/mine", "/manage/coupon"];

describe("which 我的商城 entry is lit", () => {
  it("is 我的申请 on its pages, not 我的审批 whose path it lies below", () => {
    expect(menuEntryOf(KEYS, "/manage/order/approval/mine/detail", "/manage/order/index")).toBe(
      "/manage/order/approval/mine",
    );
    expect(menuEntryOf(KEYS, "/manage/order/approval/detail", "/manage/order/index")).toBe("/manage/order/approval");
  });

  it("is 我的订单 on a page no other entry holds", () => {
    expect(menuEntryOf(KEYS, "/manage/order/detail", "/manage/order/index")).toBe("/manage/order/index");
  });
});
