import { describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import type { Grants } from "../../src/core/permissions";
import { allowed } from "../../src/web/providers/access-control";

const admin: Grants = { admin: true, menus: [], buttons: [] };
const clerk: Grants = { admin: false, menus: ["/tendering/bids/list"], buttons: ["bidOrder:hang"] };

describe("allowed(): the accessControlProvider's decision, scoped to the portal's platform type", () => {
  it.each<[string, Grants | null, string, string, "YYN" | "TJ", boolean]>([
    ["a clerk sees the tender list menu", clerk, "bidOrder", "list", "YYN", true],
    ["a clerk does not get the create button", clerk, "bidOrder", "create", "YYN", false],
    ["a clerk gets its granted action button", clerk, "bidOrder", "hang", "YYN", true],
    ["a clerk does not see an ungranted menu", clerk, "role", "list", "YYN", false],
    ["an administrator sees the seller center's goods on YYN", admin, "goods", "list", "YYN", true],
    ["nobody sees the seller center's goods on TJ, a procurement platform", admin, "goods", "list", "TJ", false],
    ["an administrator sees tendering on TJ", admin, "bidOrder", "create", "TJ", true],
    ["a visitor sees nothing", null, "bidOrder", "list", "YYN", false],
    ["a resource without a delete code has no delete button for a clerk", clerk, "employee", "delete", "YYN", false],
  ])("%s", (_, grants, resource, action, platform, expected) => {
    expect(allowed(grants, resourceByName(resource), action, platform)).toBe(expected);
  });
});
