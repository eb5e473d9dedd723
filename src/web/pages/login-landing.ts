import { OPERATOR_CONSOLE } from "../../core/operator-console";
import { SELLER_CENTER_MENU, sellerCenterEntry, type EntryUser, type MyShop } from "../layout/entry-rules";

/** Where the platform operator works: the operator console and its audit queues. */
export const OPERATOR_HOME = OPERATOR_CONSOLE;

export type LandingUser = EntryUser & { enterprise: (EntryUser["enterprise"] & { isPlatform?: boolean }) | null };

/**
 * Where a password or SMS login without retUrl lands (docs/accounts.md "After login"): the operator in
 * the operator screens, a seller whose approved shop the seller center opens for in the seller center,
 * everyone else (buyers, personal accounts, staff) on the mall home.
 */
export function landingAfterLogin(user: LandingUser, shop: MyShop | null): string {
  if (user.enterprise?.isPlatform) return OPERATOR_HOME;
  const seller = sellerCenterEntry(user, shop, "/");
  if ("go" in seller && seller.go === SELLER_CENTER_MENU) return SELLER_CENTER_MENU;
  return "/";
}
