import type { Browser, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { RunningServer } from "../helpers/running-server";
import { PDF } from "./generated-form";
import { pageAs } from "./portal-session";
import { dialogAtRest, popconfirmAtRest } from "../helpers/dialog";

// Steps of the procurement loop both browser tests take (a tender open to all, an enquiry by invitation),
// each done the way a user does it: through the buttons and dialogs of the generated screens.

type Platform = { server: RunningServer; browser: Browser };

/** antd puts a space between the two characters of a two-character button (编 辑). */
export const button = (label: string) => new RegExp(`(^|\\s)${[...label].join("\\s*")}$`);

/** The purchaser's notice list searched by project name, as a purchaser finds one among pages of them, and its row. */
export async function noticeRow(platform: Platform, login: string, title: string) {
  const page = await pageAs(platform, login, "/tendering/bids/list");
  const search = page.locator("form.search-form");
  await search.getByLabel("项目名称").fill(title);
  await search.getByRole("button", { name: button("查询") }).click();
  const row = page.locator("tr.ant-table-row").filter({ hasText: title });
  await row.waitFor();
  return { page, row };
}

/** The purchaser's detail of its notice titled `title`, opened from its list. */
export async function purchaserNotice(platform: Platform, login: string, title: string): Promise<Page> {
  const { page, row } = await noticeRow(platform, login, title);
  await row.getByRole("button", { name: button("查看") }).click();
  await page.locator(".answer-list").waitFor();
  return page;
}

/**
 * On the notice's quote list: 中标 or 未中标 for one supplier, with the reason the dialog asks for. An award
 * names the lines it wins by goods (`lines`), unticking the rest; without them the whole quote wins.
 */
export async function decide(
  page: Page,
  supplier: string,
  verdict: "中标" | "未中标",
  reason: string,
  lines?: string[],
) {
  const row = page.locator(".answer-list tr.ant-table-row").filter({ hasText: supplier });
  await row.getByRole("button", { name: button(verdict) }).click();
  const dialog = await dialogAtRest(page);
  if (verdict === "中标") {
    const boxes = dialog.locator(".picks-input label.ant-checkbox-wrapper");
    await boxes.first().waitFor();
    // every line starts ticked: awarding as is awards the whole quote
    for (let i = 0; i < (await boxes.count()); i += 1) {
      const box = boxes.nth(i);
      expect(await box.locator("input").isChecked()).toBe(true);
      const title = await box.locator(".pick-title").innerText();
      if (lines && !lines.some((l) => title.startsWith(l))) await box.click();
    }
  }
  await dialog.getByLabel(verdict === "中标" ? "定标理由" : "原因").fill(reason);
  await dialog.getByRole("button", { name: /确\s*定/ }).click();
  await row.getByText(verdict, { exact: true }).waitFor();
}

/**
 * 生成招标订单 on an awarded quote: the order form starts from the quote; `adjust` may change it before the
 * save. Answers the order's number, the page left on the order list.
 */
export async function orderFromAward(
  page: Page,
  supplier: string,
  adjust?: (page: Page) => Promise<void>,
): Promise<string> {
  await page
    .locator(".answer-list tr.ant-table-row")
    .filter({ hasText: supplier })
    .getByRole("button", { name: "生成招标订单" })
    .click();
  await page.waitForURL(/\/tendering\/order\/sure\?bidOfferId=\d+$/);
  await page.locator("#lines tr.lines-row").first().waitFor();
  await adjust?.(page);
  const created = page.waitForResponse((res) => res.url().includes("etpbase.order.init"));
  await page.getByRole("button", { name: /保\s*存/ }).click();
  const orderNo = ((await (await created).json()) as { data: { orderNo: string } }).data.orderNo;
  expect(orderNo).toMatch(/^DD\d{12}$/);
  await page.waitForURL(/\/tendering\/order\/list(\?|$)/);
  return orderNo;
}

/** A row action behind a popconfirm (确认订单, 确认收货) on the purchaser's order list, waiting for the new state. */
export async function confirmOnOrder(page: Page, orderNo: string, action: string, state: string) {
  const order = page.locator("tr.ant-table-row").filter({ hasText: orderNo });
  await order.getByRole("button", { name: button(action) }).click();
  await (await popconfirmAtRest(page)).getByRole("button", { name: /确\s*定/ }).click();
  await order.getByText(state, { exact: true }).waitFor();
}

/** The supplier's row of an order, below its quote on `title` in the supplier center. */
export async function supplierOrder(platform: Platform, login: string, title: string, orderNo: string) {
  const page = await pageAs(platform, login, "/entProcurement/bids");
  await page
    .locator("tr.ant-table-row")
    .filter({ hasText: title })
    .getByRole("button", { name: button("查看") })
    .click();
  await page.locator(".answer-list").waitFor();
  return { page, order: page.locator(".answer-list tr.ant-table-row").filter({ hasText: orderNo }) };
}

/** The supplier's 确认接单: the order then waits for the signed contract, and nothing ships before it. */
export async function acceptOrder(platform: Platform, login: string, title: string, orderNo: string) {
  const { page, order } = await supplierOrder(platform, login, title, orderNo);
  await order.getByText("待接单", { exact: true }).waitFor();
  await order.getByRole("button", { name: button("确认接单") }).click();
  await page.getByText("确认接单成功").first().waitFor();
  await order.getByText("待签约", { exact: true }).waitFor();
  expect(await order.getByRole("button", { name: button("发货") }).count()).toBe(0);
  await page.context().close();
}

/** The purchaser's 上传合同: a file that is no PDF is turned away before it is sent, the PDF moves the order to 待发货. */
export async function uploadContract(platform: Platform, login: string, orderNo: string, fileName: string) {
  const page = await pageAs(platform, login, "/tendering/order/list");
  const order = page.locator("tr.ant-table-row").filter({ hasText: orderNo });
  await order.getByRole("button", { name: button("上传合同") }).click();
  const dialog = await dialogAtRest(page);
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: "合同.png", mimeType: "image/png", buffer: Buffer.from("not a pdf") });
  await page.getByText("请上传PDF文件").waitFor();
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: fileName, mimeType: "application/pdf", buffer: PDF });
  await dialog.getByText(fileName).waitFor();
  await dialog.getByRole("button", { name: /确\s*定/ }).click();
  await order.getByText("待发货", { exact: true }).waitFor();
  await page.context().close();
}

/** How many of the quote form's notice options (the notices the caller may quote on) are titled `title`. */
export async function quotableCount(page: Page, title: string): Promise<number> {
  await page.goto(new URL("/entProcurement/offer", page.url()).href);
  await page
    .locator(".ant-select")
    .filter({ has: page.getByRole("combobox", { name: "招标询价单" }) })
    .click();
  const options = page.locator(".ant-select-dropdown:visible .ant-select-item-option");
  await options.first().waitFor();
  return options.filter({ hasText: title }).count();
}

/** Types a date into an antd date picker of a quote form (a line's 交货日期, 报价有效期至) and takes it with Enter. */
export async function typeDate(input: Locator, date: string): Promise<void> {
  await input.click();
  await input.fill(date);
  await input.press("Enter");
}

/** The 报价有效期至 picker of a quote form. */
export const quoteValidity = (page: Page) =>
  page.locator(".ant-form-item").filter({ hasText: "报价有效期至" }).locator(".ant-picker input");
