import { describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { checkResources } from "../../src/core/check-resources";
import { defineResource } from "../../src/core/define-resource";
import { ep } from "../../src/core/endpoint";
import { f } from "../../src/core/fields";
import { screenPath, screenRoutes, screenUrl } from "../../src/core/screen-routes";

const fixture = (screens: Record<string, string>) =>
  defineResource({
    name: "feedFormula",
    label: "饲料配方",
    titleField: "name",
    tenant: "enterprise",
    menu: { path: "/tendering/formula", shell: "tendering", order: 95, screens },
    fields: { name: f.text("配方名称", { required: true }) },
    endpoints: { list: ep.post("etpbase.formula.page.list") },
    buttons: {},
  });

describe("screen routes", () => {
  it("puts undeclared screens below the menu path", () => {
    expect(screenRoutes(resourceByName("factory"))).toEqual({
      list: "/tendering/factory",
      create: "/tendering/factory/create",
      edit: "/tendering/factory/edit/:id",
      show: "/tendering/factory/show/:id",
    });
  });

  it("takes the spec's routes where a resource declares them", () => {
    const tender = resourceByName("bidOrder");
    expect(screenUrl(tender, "create")).toBe("/tendering/bids/add");
    expect(screenUrl(tender, "edit", 12)).toBe("/tendering/bids/add?id=12");
    expect(screenUrl(tender, "show", 12)).toBe("/tendering/bids/detail?id=12");
    expect(screenPath(screenRoutes(tender).show)).toBe("/tendering/bids/detail");
  });

  it.each([
    [
      { show: "/manage/formula/detail?id=:id" },
      'menu.screens.show "/manage/formula/detail?id=:id" must stay in the shell, below "/tendering/"',
    ],
    [
      { edit: "/tendering/formula/add" },
      'menu.screens.edit "/tendering/formula/add" must say where the row id goes, as :id',
    ],
    [
      { create: "/tendering/formula/add?id=:id" },
      'menu.screens.create "/tendering/formula/add?id=:id" cannot take a row id',
    ],
  ])("refuses a bad declaration: %j", (screens, message) => {
    expect(() => checkResources([fixture(screens)])).toThrow(message);
  });
});
