import { describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { screenRoutes } from "../../src/core/screen-routes";
import type { Grants } from "../../src/core/permissions";
import { mayOpen, openableOf } from "../../src/web/layout/procurement-menu-access";
import {
  PUBLIC_PROCUREMENT_PAGES as PUBLIC,
  PURCHASER_MENU,
  SUPPLIER_MENU,
} from "../../src/web/layout/procurement-menus";

const entries = [...PURCHASER_MENU, ...SUPPLIER_MENU].map((e) => [e.label, e.key] as const);

describe("the top bar's 采购商管理 / 供应商管理 menus", () => {
  it.each(entries)("%s opens a screen the platform serves (%s), with a query the screen understands", (_label, key) => {
    const url = new URL(key, "http://x");
    const lists = resources.filter((r) => r.menu.path === url.pathname);
    const creates = resources.filter((r) => screenRoutes(r).create.split("?")[0] === url.pathname);
    expect(
      lists.length + creates.length + (PUBLIC.includes(url.pathname) ? 1 : 0),
      `${key} is no route`,
    ).toBeGreaterThan(0);
    // a query prefills the create screen: each key an enum field, each value one of its options
    for (const [k, v] of url.searchParams) {
      const field = creates[0]?.fields[k];
      expect(
        field?.options?.map((o) => String(o.value)),
        `${key}: ${k}`,
      ).toContain(v);
    }
  });
});

describe("the menus offer only what the user may open", () => {
  const admin: Grants = { admin: true, menus: [], buttons: [] };
  // 13800000004: lists tenders, creates nothing
  const clerk: Grants = { admin: false, menus: ["/tendering/bids/list"], buttons: [] };
  const keys = (grants: Grants | null) => (openableOf(PURCHASER_MENU, grants) ?? []).map((i) => i!.key);

  it("an administrator is offered every entry", () => {
    expect(keys(admin)).toEqual(PURCHASER_MENU.map((e) => e.key));
  });

  it("an employee is offered the lists its role grants and the public pages, nothing it would be refused", () => {
    expect(keys(clerk)).toEqual(["/tendering/bids/list", "/entProcurement/supplier"]);
    expect(mayOpen("/tendering/order/list", clerk)).toBe(false);
    expect(mayOpen("/entProcurement/certifiedSupplier?role=1", clerk)).toBe(false);
  });

  it("without grants only the public pages remain", () => {
    expect(keys(null)).toEqual(PURCHASER_MENU.filter((e) => PUBLIC.includes(e.key)).map((e) => e.key));
  });
});
