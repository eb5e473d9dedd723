import { describe, expect, it } from "vitest";
import { resourceByName, resources } from "../../resources";
import { inShell, menuPathsOf } from "../../src/core/define-resource";
import { partyMenus } from "../../src/core/party";
import { purchaseCodes } from "../../src/core/purchase-grants";
import {
  PLATFORM_SHELLS,
  buttonsOf,
  can,
  catalogueOf,
  menuButtonsOf,
  type Check,
  type Grants,
} from "../../src/core/permissions";
import { requiredCheck } from "../../src/core/required-check";

const admin: Grants = { admin: true, menus: [], buttons: [] };
const clerk: Grants = { admin: false, menus: ["/tendering/bids/list"], buttons: ["bidOrder:edit"] };
const tjScope = catalogueOf(resources, "TJ");

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
    ["an administrator passes a code-less operation (empty list)", admin, { button: [] }, true],
    [
      "a scoped administrator is refused a menu outside the platform catalogue",
      { ...admin, scope: tjScope },
      { menu: "/manage/seller/goods" },
      false,
    ],
    [
      "a scoped administrator opens a menu inside it",
      { ...admin, scope: tjScope },
      { menu: "/tendering/bids/list" },
      true,
    ],
    ["a scoped clerk still needs the grant", { ...clerk, scope: tjScope }, { button: "bidOrder:add" }, false],
    [
      "a scoped clerk keeps its grant inside the catalogue",
      { ...clerk, scope: tjScope },
      { button: "bidOrder:edit" },
      true,
    ],
    [
      "a list passes on its name inside the scope",
      { ...admin, scope: tjScope },
      { menu: ["/manage/seller/goods", "/tendering/factory"] },
      true,
    ],
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

describe("catalogueOf(): what a platform type offers, derived from resources/", () => {
  it("YYN offers every resource's menu, its reports' menus, every button code and the purchase codes", () => {
    const all = catalogueOf(resources, "YYN");
    // a person's own rows (实名认证) are no enterprise's menu: only their queue's decisions are granted
    // and the entries of the rows other enterprises keep for it (我的授信), in its own shell
    const parties = resources.filter(inShell).flatMap(partyMenus);
    expect(all.menus).toEqual([...resources.filter(inShell).flatMap(menuPathsOf), ...parties.map((m) => m.path)]);
    expect(all.menus).toContain("/tendering/credit");
    expect(all.menus).not.toContain(resourceByName("realName").menu.path);
    expect(all.menus).toContain("/tendering/analysis/active");
    expect(all.buttons).toEqual([...resources.flatMap(buttonsOf), ...purchaseCodes()]);
    expect(all.buttons).toContain("bidOrder:publish");
  });

  it.each(["TJ", "HS"] as const)(
    "%s offers only the tendering shell, the supplier center and the operator console",
    (p) => {
      expect(PLATFORM_SHELLS[p]).toEqual(["tendering", "entProcurement", "operation"]);
      const c = catalogueOf(resources, p);
      expect(c.menus.length).toBeGreaterThan(0);
      expect(
        c.menus.every(
          (m) => m.startsWith("/tendering/") || m.startsWith("/entProcurement/") || m.startsWith("/operation/"),
        ),
      ).toBe(true);
      expect(c.buttons).not.toContain("goods:add");
      // a procurement platform's buyers still pay, bid and apply for after-sale in its mall
      expect(c.buttons).toEqual(expect.arrayContaining(purchaseCodes()));
    },
  );
});

describe("menuButtonsOf(): where the role editor lists a button", () => {
  const runByAudience = resources.flatMap((r) =>
    Object.entries(r.actions ?? {})
      .filter(
        ([, a]) =>
          a.by !== undefined &&
          !r.audiences?.[a.by]?.platform &&
          !r.audiences?.[a.by]?.person &&
          !r.audiences?.[a.by]?.owner &&
          !r.audiences?.[a.by]?.assignee &&
          // a party's moves sit under its own menu (partyMenus, checked above)
          r.audiences?.[a.by]?.partyOf === undefined,
      )
      .map(([name, a]) => [`${r.name}.${name}`, r, a] as const),
  );
  const runByOperator = resources.flatMap((r) =>
    Object.entries(r.actions ?? {})
      .filter(([, a]) => a.by !== undefined && r.audiences?.[a.by]?.platform)
      .map(([name, a]) => [`${r.name}.${name}`, a] as const),
  );
  it("the platform has actions run by an audience, so this runs", () =>
    expect(runByAudience.length).toBeGreaterThan(0));
  it.each(runByAudience)("%s sits under the menu of the rows it answers, where its audience works", (_n, r, a) => {
    const answered = resources.find((x) => x.name === r.fields[r.audiences![a.by!]!.ownerOf!]!.ref)!;
    expect(menuButtonsOf(resources, answered).map((b) => b.code)).toContain(a.button);
    expect(menuButtonsOf(resources, r).map((b) => b.code)).not.toContain(a.button);
  });
  it.each(runByOperator)("%s is the operator's: no enterprise menu lists it", (_n, a) => {
    for (const r of resources) expect(menuButtonsOf(resources, r).map((b) => b.code)).not.toContain(a.button);
  });
});
