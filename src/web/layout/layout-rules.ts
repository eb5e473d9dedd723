/** Spec §2 layout rules: which parts of the site chrome a path shows. */
export interface Chrome {
  /** Site header and navigation. */
  header: boolean;
  footer: boolean;
  /** The thin top bar (login, my mall, seller center ...). */
  topBar: boolean;
}

// paths whose screens bring their own frame (account forms, consoles) or a compact mall header
const HIDDEN = [
  "/order",
  "/manage/order",
  "/shopCart",
  "/login",
  "/register",
  "/entRegister",
  "/personal",
  "/setUpStore",
  "/card/noticeCard",
  "/entProcurement",
  "/tendering",
  "/goodsbidding",
  "/goodspurchase",
];
// mall pages that keep the top bar above their own compact header
const KEEP_TOP_BAR = [
  "/order",
  "/manage/order",
  "/shopCart",
  "/card/noticeCard",
  "/entProcurement",
  "/goodspurchase",
  "/goodsbidding",
];

const under = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

export function chromeFor(pathname: string): Chrome {
  if (HIDDEN.some((p) => under(pathname, p)))
    return { header: false, footer: false, topBar: KEEP_TOP_BAR.some((p) => under(pathname, p)) };
  if (under(pathname, "/storeInfo")) return { header: true, footer: false, topBar: true };
  return { header: true, footer: true, topBar: true };
}

/** Spec §9: the header becomes fixed at a scroll of 240px. */
export const FIXED_HEADER_AT = 240;
/** Spec §9: the category menu shows 8 top-level items. */
export const MENU_TOP_LEVEL = 8;
/** Spec §9: badge maximum. */
export const BADGE_MAX = 99;
