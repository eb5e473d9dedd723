import { describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { shownOption } from "../../src/core/shown-option";

const status = resourceByName("auction").fields.status!;
const now = new Date("2026-11-28T08:00:00Z").getTime();
const tomorrow = "2026-11-29T02:00:00.000Z";
const earlier = "2026-11-28T07:00:00.000Z";

describe("a state that waits for a time reads as the clock says", () => {
  it("an auction 竞拍中 that starts tomorrow reads 即将开始 in the seller's list, as the hall says", () => {
    expect(shownOption(status, { startTime: tomorrow }, "bidding", now)).toMatchObject({
      value: "bidding",
      label: "即将开始",
    });
  });

  it("once its start has passed it reads 竞拍中 again, with no write", () => {
    expect(shownOption(status, { startTime: earlier }, "bidding", now)).toMatchObject({
      label: "竞拍中",
      color: "blue",
    });
  });

  it("other states read as declared whatever the time", () => {
    expect(shownOption(status, { startTime: tomorrow }, "cancelled", now)?.label).toBe("已取消");
    expect(shownOption(status, { startTime: null }, "bidding", now)?.label).toBe("竞拍中");
  });
});
