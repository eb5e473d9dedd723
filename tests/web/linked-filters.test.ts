import { describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { linkedFilters } from "../../src/web/admin/linked-filters";

/** 00:30 on 28 November in Beijing: still the afternoon of the 27th in UTC (and in a browser set to UTC). */
const JUST_AFTER_MIDNIGHT = Date.parse("2026-11-28T00:30:00+08:00");

describe("a list opened from a dashboard number", () => {
  it.each([
    ["today", "2026-11-27T16:00:00.000Z", "下单时间：今日"],
    ["-30d", "2026-10-29T16:00:00.000Z", "下单时间：近30天"],
  ])("createdAtFrom=%s opens the orders since China's midnight, as the number counts them", (token, value, text) => {
    const [linked] = linkedFilters(
      resourceByName("mallOrder"),
      new URLSearchParams({ createdAtFrom: token }),
      JUST_AFTER_MIDNIGHT,
    );
    expect(linked?.filter).toEqual({ field: "createdAt", operator: "gte", value });
    expect(linked?.text).toBe(text);
  });
});
