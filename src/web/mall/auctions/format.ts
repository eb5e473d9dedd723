/** Money of an auction: two decimals, a dash where there is none yet. */
export const yuan = (n: number | null | undefined) =>
  n === null || n === undefined ? "-" : `¥${Number(n).toFixed(2)}`;
/** 08:37:46 for today, 11/23 08:37:46 for an earlier day. */
export const time = (s: string) => {
  const d = new Date(s);
  const clockText = d.toLocaleTimeString("zh-CN", { hour12: false });
  return d.toDateString() === new Date().toDateString() ? clockText : `${d.getMonth() + 1}/${d.getDate()} ${clockText}`;
};
