import { describe, expect, it } from "vitest";
import { standingOf } from "../../src/web/portal/membership";

const on = (systemId: number, openRegistry: boolean) => ({ domain: { systemId }, enterprise: { openRegistry } });

describe("a person's standing on a portal", () => {
  it("is a visitor's when nobody is logged in", () => {
    expect(standingOf({ tags: null, ...on(62, true) })).toBe("visitor");
  });
  it("is a member's when the portal's system id is among the business tags", () => {
    expect(standingOf({ tags: [56, 62], ...on(62, true) })).toBe("member");
    expect(standingOf({ tags: [63], ...on(63, false) })).toBe("member");
  });
  it("may join an open portal, and is turned away by a closed one", () => {
    expect(standingOf({ tags: [56, 63], ...on(62, true) })).toBe("joinable");
    expect(standingOf({ tags: [56, 62], ...on(63, false) })).toBe("outsider");
  });
});
