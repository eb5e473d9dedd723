import { describe, expect, it } from "vitest";
import { gateTarget } from "../../src/web/portal/access-gate";

const slxh = { systemId: 63, platType: "SLXH" as const };
const sheep = { systemId: 64, platType: "SHEEP" as const };
const closed = { openRegistry: false };
const open = { openRegistry: true };

describe("portal access gate (spec §6)", () => {
  it.each<[string, number[] | null, typeof slxh | typeof sheep, { openRegistry: boolean }, string, string | null]>([
    [
      "an outsider on SLXH goes to login with the current url",
      [56],
      slxh,
      closed,
      "/tendering/bids/list",
      "/login?retUrl=%2Ftendering%2Fbids%2Flist%3Fa%3D1",
    ],
    ["an outsider on SHEEP goes to the fallback article", [56], sheep, closed, "/", "/introduction?id=40"],
    ["a user tagged with the portal passes", [56, 63], slxh, closed, "/", null],
    ["a visitor (not logged in) passes", null, slxh, closed, "/", null],
    ["open registration lets an outsider pass", [56], slxh, open, "/", null],
    ["the introduction page is skipped", [56], sheep, closed, "/introduction", null],
    ["the login page is skipped", [56], slxh, closed, "/login", null],
    ["card pages are skipped", [56], sheep, closed, "/card/noticeList", null],
    ["a path merely starting with card is not skipped", [56], sheep, closed, "/cards", "/introduction?id=40"],
  ])("%s", (_, tags, domain, enterprise, pathname, expected) => {
    const href = pathname === "/tendering/bids/list" ? `${pathname}?a=1` : pathname;
    expect(gateTarget({ tags, domain, enterprise, pathname, href })).toBe(expected);
  });
});
