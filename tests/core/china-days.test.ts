import { describe, expect, it } from "vitest";
import { chinaDayStart, chinaToday, passes } from "../../src/core/field-rules";

/** 00:30 on 28 November in Beijing: still the afternoon of the 27th in UTC, where a UTC day would put it. */
const JUST_AFTER_MIDNIGHT = Date.parse("2026-11-28T00:30:00+08:00");

describe("the platform's day is China's", () => {
  it.each([
    ["today at 00:30 in Beijing is the 28th", JUST_AFTER_MIDNIGHT, "2026-11-28"],
    ["23:59 in Beijing is still the 27th", Date.parse("2026-11-27T23:59:00+08:00"), "2026-11-27"],
  ])("%s", (_name, now, day) => expect(chinaToday(now)).toBe(day));

  it.each([
    ["today began at Beijing's midnight", 0, "2026-11-27T16:00:00.000Z"],
    ["the last 30 days, today counted, began 29 midnights before", 29, "2026-10-29T16:00:00.000Z"],
  ])("%s", (_name, back, start) => expect(chinaDayStart(JUST_AFTER_MIDNIGHT, back)).toBe(start));

  it.each([
    ["a delivery date of yesterday is not ahead", { kind: "future" as const }, "2026-11-27", false],
    ["a delivery date of today is ahead", { kind: "future" as const }, "2026-11-28", true],
    ["a production date of today is not of the future", { kind: "past" as const }, "2026-11-28", true],
  ])("at 00:30 in Beijing, %s", (_name, rule, value, ok) =>
    expect(passes({ ...rule, message: "" }, value, {}, JUST_AFTER_MIDNIGHT)).toBe(ok),
  );
});
