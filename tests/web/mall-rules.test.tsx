import { describe, expect, it } from "vitest";
import { chromeFor } from "../../src/web/layout/layout-rules";
import {
  MAINTENANCE_TEXT,
  NEED_ENTERPRISE,
  NOT_ADMIN,
  NO_VIEW,
  SWITCH_FOR_SHOP,
  inMaintenance,
  myMallEntry,
  openShopEntry,
  sellerCenterEntry,
  type EntryUser,
  type MyShop,
} from "../../src/web/layout/entry-rules";
import { badgeValue } from "../../src/web/mall/cart-store";

const admin: EntryUser = { grants: { admin: true, menus: [], buttons: [] }, enterprise: { isAdmin: true } };
const employee = (menus: string[]): EntryUser => ({
  grants: { admin: false, menus, buttons: [] },
  enterprise: { isAdmin: false },
});
const personal: EntryUser = { grants: { admin: false, menus: [], buttons: [] }, enterprise: null };
const shop = (o: Partial<MyShop>): MyShop => ({ shopId: 1, audit: 1, shopSort: "PUBLIC", externalUrl: null, ...o });

describe("layout hiding rules (spec §2)", () => {
  it.each([
    "/order",
    "/shopCart",
    "/login",
    "/register",
    "/entRegister",
    "/personal/info",
    "/setUpStore/shopStatus",
    "/card/noticeCard",
    "/entProcurement/home",
    "/tendering/list",
    "/goodsbidding",
    "/goodspurchase",
  ])("hides header, navigation and footer on %s", (path) =>
    expect(chromeFor(path)).toMatchObject({ header: false, footer: false }),
  );
  it.each(["/storeInfo/info", "/storeInfo/goodList"])("hides only the footer on %s", (path) =>
    expect(chromeFor(path)).toEqual({ header: true, footer: false, topBar: true }),
  );
  it.each(["/", "/list", "/goodInfo", "/orderSubmit", "/orderParticulars", "/news", "/card/noticeList"])(
    "shows everything on %s",
    (path) => expect(chromeFor(path)).toEqual({ header: true, footer: true, topBar: true }),
  );
  it("does not treat /orderSubmit as /order", () => expect(chromeFor("/orderSubmit").header).toBe(true));
});

describe("top-bar entries", () => {
  it.each<[string, EntryUser | null, MyShop | null, unknown]>([
    ["visitor → login", null, null, { go: "/login?retUrl=%2Flist%3Fsearch%3D1" }],
    ["personal account → identity first", personal, null, { message: NEED_ENTERPRISE }],
    ["employee without the seller menu", employee(["/tendering/list"]), shop({}), { message: NO_VIEW }],
    ["approved PUBLIC shop → seller console", admin, shop({}), { go: "/manage/seller/goods" }],
    ["shop under review → status page", admin, shop({ audit: 0 }), { go: "/setUpStore/shopStatus?audit=0" }],
    [
      "rejected shop → status page",
      employee(["/manage/seller/goods"]),
      shop({ audit: 3 }),
      { go: "/setUpStore/shopStatus?audit=3" },
    ],
    [
      "ORDER_GOODS shop → outside site",
      admin,
      shop({ shopSort: "ORDER_GOODS", externalUrl: "https://dinghuo.example.cn" }),
      { external: "https://dinghuo.example.cn" },
    ],
    ["no shop → opening", admin, null, { go: "/setUpStore" }],
  ])("seller center: %s", (_, user, s, want) => expect(sellerCenterEntry(user, s, "/list?search=1")).toEqual(want));

  it.each<[string, EntryUser | null, unknown]>([
    ["visitor", null, { go: "/login?retUrl=%2F" }],
    ["personal account", personal, { go: "/manage/order/index" }],
    ["administrator", admin, { go: "/manage/order/index" }],
    ["employee with a role", employee(["/tendering/list"]), { go: "/manage/order/index" }],
    ["employee without any role", employee([]), { message: NO_VIEW }],
  ])("my mall: %s", (_, user, want) => expect(myMallEntry(user, "/")).toEqual(want));

  it.each<[string, EntryUser | null, unknown]>([
    ["visitor", null, { go: "/login?retUrl=%2F" }],
    ["personal account", personal, { message: SWITCH_FOR_SHOP }],
    ["employee", employee(["/manage/seller/goods"]), { message: NOT_ADMIN }],
    ["administrator", admin, { go: "/setUpStore" }],
  ])("free shop opening: %s", (_, user, want) => expect(openShopEntry(user, "/")).toEqual(want));
});

describe("maintenance window (China time, YYN only)", () => {
  it.each([
    ["2025-06-29T11:59:59+08:00", false],
    ["2025-06-29T12:00:00+08:00", true],
    ["2025-06-30T23:00:00+08:00", true],
    ["2025-07-01T05:59:59+08:00", true],
    ["2025-07-01T06:00:00+08:00", false],
  ])("at %s on YYN: %s", (at, want) => expect(inMaintenance("YYN", Date.parse(at))).toBe(want));
  it("never applies off YYN", () => expect(inMaintenance("AY", Date.parse("2025-06-30T10:00:00+08:00"))).toBe(false));
  it("names the window", () => expect(MAINTENANCE_TEXT).toContain("2025年6月29日12:00至2025年7月1日06:00"));
});

describe("cart badge value (spec §5)", () => {
  it.each([
    [3.6, 4],
    [undefined, 0],
    [null, 0],
    ["x", 0],
    [-2, 0],
    [250, 250],
  ])("%s → %s", (raw, want) => expect(badgeValue(raw)).toBe(want));
});
