import { describe, expect, it } from "vitest";
import { orderDate } from "../../src/server/operations/numbered";

const shanghai = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Shanghai",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

describe("the date in order numbers", () => {
  it("turns at midnight in China, not in UTC", () => {
    expect(orderDate(new Date("2026-11-26T15:59:59.999Z"))).toBe("20261126");
    expect(orderDate(new Date("2026-11-26T16:00:00.000Z"))).toBe("20261127");
    expect(orderDate(new Date("2026-12-31T16:00:00.000Z"))).toBe("20270101");
    expect(orderDate(new Date("2028-02-28T16:00:00.000Z"))).toBe("20280229");
  });

  it("is the day China's own time zone names, across decades", () => {
    // a fixed walk so a failure names the same instant every run
    for (let t = Date.UTC(1992, 0, 1); t < Date.UTC(2100, 0, 1); t += 7_777_777_777) {
      for (const near of [t, t - (t % 86_400_000) + 16 * 3_600_000 - 1, t - (t % 86_400_000) + 16 * 3_600_000]) {
        const at = new Date(near);
        expect(orderDate(at), at.toISOString()).toBe(shanghai.format(at).replaceAll("-", ""));
      }
    }
  });
});
