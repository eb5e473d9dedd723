/**
 * The menu entry whose page (or a page below it) is open: the longest key that fits, since one entry's page may lie
 * below another's path (我的申请 /manage/order/approval/mine under 我的审批); `home` when none does (an order's own page
 * is under 我的订单, whose key no other page starts with).
 */
export function menuEntryOf(keys: readonly string[], pathname: string, home: string): string {
  const fits = keys.filter((k) => k !== home && pathname.startsWith(k));
  return fits.sort((a, b) => b.length - a.length)[0] ?? home;
}
