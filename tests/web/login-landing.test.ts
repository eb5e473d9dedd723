import { describe, expect, it } from "vitest";
import type { Grants } from "../../src/core/permissions";
import { SELLER_CENTER_MENU, type MyShop } from "../../src/web/layout/entry-rules";
import { OPERATOR_HOME, landingAfterLogin, type LandingUser } from "../../src/web/pages/login-landing";

const admin: Grants = { admin: true, menus: [], buttons: [] };
const staff: Grants = { admin: false, menus: ["/tendering/bids/list"], buttons: [] };
const user = (enterprise: LandingUser["enterprise"], grants = admin): LandingUser => ({ grants, enterprise });
const shop = (audit: number, shopSort: MyShop["shopSort"] = "PUBLIC"): MyShop => ({
  shopId: 1,
  audit,
  shopSort,
  externalUrl: null,
});

describe("where a login without retUrl lands", () => {
  it.each<[string, LandingUser, MyShop | null, string]>([
    ["the platform operator → the operator screens", user({ isAdmin: true, isPlatform: true }), null, OPERATOR_HOME],
    ["a seller with an approved shop → the seller center", user({ isAdmin: true }), shop(1), SELLER_CENTER_MENU],
    ["a seller whose shop is under audit → the mall home", user({ isAdmin: true }), shop(0), "/"],
    ["an enterprise with an outside-run shop → the mall home", user({ isAdmin: true }), shop(1, "ENTER_SHOP"), "/"],
    ["a purchaser without a shop → the mall home", user({ isAdmin: true }), null, "/"],
    ["staff without the seller-center menu → the mall home", user({ isAdmin: false }, staff), shop(1), "/"],
    ["a personal account → the mall home", user(null), null, "/"],
  ])("%s", (_why, who, myShop, path) => {
    expect(landingAfterLogin(who, myShop)).toBe(path);
  });
});
