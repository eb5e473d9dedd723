import type { Locator, Page } from "playwright-core";

/** The value cell of a label on the generated show screen. */
export const shownValue = (page: Page, label: string): Locator =>
  page
    .locator("th.ant-descriptions-item-label")
    .filter({ hasText: new RegExp(`^${label.replace(/[()]/g, "\\$&")}$`) })
    .locator("xpath=following-sibling::td[1]");

/**
 * A lines field on the detail screen, read as GeneratedForm writes it: cells (序号 aside) by " | ", lines by
 * newlines; a picture's cell by its address, as an image field is.
 */
export async function shownLines(page: Page, label: string): Promise<string> {
  const card = page
    .locator(".ant-card")
    .filter({ has: page.locator(".ant-card-head-title", { hasText: new RegExp(`^${label}$`) }) });
  const rows = await card.locator("tbody tr.ant-table-row").all();
  const cellText = async (cell: Locator) =>
    (await cell.locator("img").count())
      ? ((await cell.locator("img").first().getAttribute("src")) ?? "")
      : (await cell.innerText()).trim();
  const lines = await Promise.all(
    rows.map(async (row) => (await Promise.all((await row.locator("td").all()).slice(1).map(cellText))).join(" | ")),
  );
  return lines.join("\n");
}
