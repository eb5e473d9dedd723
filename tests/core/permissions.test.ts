import { describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { can, type Check, type Grants } from "../../src/core/permissions";
import { requiredCheck } from "../../src/core/required-check";

const admin: Grants = { admin: true, menus: [], buttons: [] };
const clerk: Grants = { admin: false, menus: ["/tendering/bids/list"], buttons: ["bidOrder:edit"] };

describe("can()", () => {
  it.each<[string, Grants | null, Check, boolean]>([
    ["an administrator opens any menu", admin, { menu: "/tendering/factory" }, true],
    ["an administrator presses any button", admin, { button: "bidOrder:add" }, true],
    ["a clerk opens a granted menu", clerk, { menu: "/tendering/bids/list" }, true],
    ["a clerk cannot open an ungranted menu", clerk, { menu: "/tendering/role" }, false],
    ["a clerk presses a granted button", clerk, { button: "bidOrder:edit" }, true],
    ["a clerk cannot press an ungranted button", clerk, { button: "bidOrder:add" }, false],
    ["a list passes when any name is granted", clerk, { button: ["bidOrder:add", "bidOrder:edit"] }, true],
    ["a list fails when no name is granted", clerk, { menu: ["/tendering/role", "/tendering/factory"] }, false],
    ["an empty list grants nothing", clerk, { button: [] }, false],
    ["a menu path does not count as a button code", clerk, { button: "/tendering/bids/list" }, false],
    ["nobody logged in holds nothing", null, { menu: "/tendering/bids/list" }, false],
  ])("%s", (_, grants, check, expected) => {
    expect(can(grants, check)).toBe(expected);
  });
});

describe("requiredCheck()", () => {
  it.each([
    ["factory", "list", { menu: "/tendering/factory" }],
    ["factory", "get", { menu: "/tendering/factory" }],
    ["factory", "create", { button: "factory:add" }],
    ["factory", "update", { button: "factory:edit" }],
    ["factory", "delete", { button: "factory:delete" }],
    ["bidOrder", "action:publish", { button: "bidOrder:publish" }],
    ["employee", "delete", { button: [] }],
  ])("%s %s needs %o", (name, operation, expected) => {
    expect(requiredCheck(resourceByName(name), operation)).toEqual(expected);
  });
});
