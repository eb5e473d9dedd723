import { describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { screenRoutes } from "../../src/core/screen-routes";
import { PURCHASER_MENU, SUPPLIER_MENU } from "../../src/web/layout/procurement-menus";

/** The public procurement pages the menus may point at beside the generated screens. */
const PUBLIC = ["/entProcurement/home", "/entProcurement/supplier", "/entProcurement/introduction"];

const entries = [...PURCHASER_MENU, ...SUPPLIER_MENU].map((e) => [e.label, e.key] as const);

describe("the top bar's 采购商管理 / 供应商管理 menus", () => {
  it.each(entries)("%s opens a screen the platform serves (%s), with a query the screen understands", (_label, key) => {
    const url = new URL(key, "http://x");
    const lists = resources.filter((r) => r.menu.path === url.pathname);
    const creates = resources.filter((r) => screenRoutes(r).create.split("?")[0] === url.pathname);
    expect(lists.length + creates.length + (PUBLIC.includes(url.pathname) ? 1 : 0), `${key} is no route`).toBeGreaterThan(0);
    // a query prefills the create screen: each key an enum field, each value one of its options
    for (const [k, v] of url.searchParams) {
      const field = creates[0]?.fields[k];
      expect(field?.options?.map((o) => String(o.value)), `${key}: ${k}`).toContain(v);
    }
  });
});
