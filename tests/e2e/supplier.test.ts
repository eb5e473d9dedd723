import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { pageAs } from "./portal-session";
import {
  acceptOrder,
  button,
  confirmOnOrder,
  decide,
  noticeRow,
  orderFromAward,
  purchaserNotice,
  quotableCount,
  quoteValidity,
  supplierOrder,
  typeDate,
  uploadContract,
} from "./procurement-steps";
import { runningPlatform } from "./running-platform";
import { dialogAtRest, popupAtRest } from "../helpers/dialog";

// The supplier on one platform: 康牧 (13800000003) and 丰收 (13800000002) quote on 绿野's tender up to a shipped
// order. 康牧's application to be certified as a purchaser is in supplier-certification.test.ts.

const platform = runningPlatform();
const as = (login: string, path: string) => pageAs(platform, login, path);

// A purchaser publishes a tender; two suppliers quote on it from its public notice; the purchaser sees who
// quoted but no price until quoting ends, then compares the quotes line by line and decides. The award
// becomes a tender order the purchaser confirms, the supplier accepts, the purchaser uploads the signed
// contract that only the two of them can download, the supplier ships, and the purchaser receives.

const TENDER = "预混料原料维生素采购招标";
const PURCHASER = "13800000001";
const SUPPLIERS = {
  kangmu: { login: "13800000003", name: "康牧兽药有限公司", price: "61500" },
  fengshou: { login: "13800000002", name: "丰收牧业合作社", price: "62800" },
};
const quotes = resourceByName("bidOffer");
const SEALED_COLUMNS = quotes.audiences!.purchaser!.sealed!.fields.filter(
  (p) => !p.includes(".") && quotes.fields[p]!.table,
).length;

let notice = "";

/** A supplier opens the notice, presses 我要报价, answers every goods line and saves. */
async function quote(supplier: keyof typeof SUPPLIERS) {
  const s = SUPPLIERS[supplier];
  const page = await as(s.login, notice);
  await page.getByRole("heading", { name: TENDER }).waitFor();
  await page.getByRole("button", { name: button("我要报价") }).click();
  await page.waitForURL(/\/entProcurement\/offer\?bidOrderId=\d+$/);
  const rows = page.locator("#lines tr.lines-row");
  // the tender's three goods lines are laid out, goods named, nothing to add or remove
  await rows.nth(2).waitFor();
  expect(await rows.count()).toBe(3);
  await rows.first().getByText("复合维生素").waitFor();
  expect(await page.getByRole("button", { name: "添加一行" }).count()).toBe(0);
  for (let i = 0; i < 3; i += 1) {
    const row = rows.nth(i);
    const numbers = row.locator("input.ant-input-number-input");
    await numbers.nth(0).fill(s.price);
    await numbers.nth(1).fill("5");
    await typeDate(row.locator(".ant-picker input"), "2026-12-20");
  }
  await typeDate(quoteValidity(page), "2027-01-31");
  await page.getByLabel("联系人").fill(supplier === "kangmu" ? "赵立新" : "李春华");
  await page.getByLabel("联系电话").fill(s.login);
  await page.getByRole("button", { name: /保\s*存/ }).click();
  await page.waitForURL(/\/entProcurement\/bids(\?|$)/);
  const mine = page.locator("tr.ant-table-row").filter({ hasText: TENDER });
  await mine.getByText("已报价").waitFor();
  await page.context().close();
}

describe("quoting on a tender and deciding on the quotes", () => {
  it("the purchaser publishes the tender", async () => {
    const { page, row } = await noticeRow(platform, PURCHASER, TENDER);
    await row.getByRole("button", { name: button("发布") }).click();
    await page.getByText("发布成功").first().waitFor();
    await row.getByRole("button", { name: button("查看") }).click();
    notice = (await page.locator(".audience-page a").first().getAttribute("href"))!;
    expect(notice).toMatch(/^\/entProcurement\/details\?id=\d+$/);
    await page.context().close();
  });

  it("two suppliers quote on every line from the public notice", async () => {
    await quote("kangmu");
    await quote("fengshou");
  });

  it("the purchaser cannot quote on its own tender: the notice's picker never offers it", async () => {
    const page = await as(PURCHASER, "/entProcurement/home");
    expect(await quotableCount(page, TENDER)).toBe(0);
    await page.context().close();
  });

  it("before quoting ends the purchaser sees who quoted and when, never a price", async () => {
    const page = await purchaserNotice(platform, PURCHASER, TENDER);
    const list = page.locator(".answer-list");
    await list.getByText("报价密封中").waitFor();
    // every sealed column of the quote list (the total, the priced offer document) says when it opens
    for (const s of Object.values(SUPPLIERS)) {
      await expect
        .poll(() => list.locator("tr").filter({ hasText: s.name }).getByText("截止后可见").count())
        .toBe(SEALED_COLUMNS);
    }
    expect(await list.getByText(/61,500|62,800/).count()).toBe(0);
    expect(await list.locator(".answer-comparison").count()).toBe(0);
    expect(await list.getByRole("button", { name: button("中标") }).count()).toBe(0);
    await page.context().close();
  });

  it("once quoting ends the prices open in a comparison, and the purchaser awards one supplier and turns down the other", async () => {
    const { page, row } = await noticeRow(platform, PURCHASER, TENDER);
    await row.getByRole("button", { name: button("结束报价") }).click();
    await (await popupAtRest(page)).getByRole("button", { name: /确\s*定/ }).click();
    await page.getByText("结束报价成功").first().waitFor();
    await row.getByRole("button", { name: button("查看") }).click();
    const comparison = page.locator(".answer-comparison");
    await comparison.getByText("比价表").waitFor();
    // the lower price of each line is marked
    await expect.poll(() => comparison.getByText("最低").count()).toBe(3);
    await comparison.getByText("¥61,500.00").first().waitFor();

    await decide(page, SUPPLIERS.kangmu.name, "中标", "三项单价均最低，交期满足要求");
    await decide(page, SUPPLIERS.fengshou.name, "未中标", "报价高于中标价");
    await page.context().close();
  });

  it("each supplier sees its own result, and only its own quote", async () => {
    const page = await as(SUPPLIERS.kangmu.login, "/entProcurement/bids");
    const mine = page.locator("tr.ant-table-row").filter({ hasText: TENDER });
    await mine.getByText("中标", { exact: true }).waitFor();
    expect(await mine.count()).toBe(1);
    expect(await page.getByText("¥62,800.00").count()).toBe(0);
    await page.context().close();
  });

  let orderNo = "";

  it("the purchaser turns the award into a tender order, quantities and prices as quoted, changes one, and confirms it", async () => {
    const page = await purchaserNotice(platform, PURCHASER, TENDER);
    orderNo = await orderFromAward(page, SUPPLIERS.kangmu.name, async () => {
      const rows = page.locator("#lines tr.lines-row");
      await rows.nth(2).waitFor();
      // the quoted price and supplied quantity come over from the quote
      await expect.poll(() => rows.first().locator("input.ant-input-number-input").nth(1).inputValue()).toBe("61500");
      await rows.nth(2).locator("input.ant-input-number-input").first().fill("4");
      await page.getByLabel("订单备注").fill("分两批交货，到货验收后付款");
    });
    // 61 500 × 5 + 61 500 × 5 + 61 500 × 4
    await page.locator("tr.ant-table-row").filter({ hasText: orderNo }).getByText("¥861,000.00").waitFor();
    await confirmOnOrder(page, orderNo, "确认订单", "待接单");
    // the award now has its order: the quote is no longer offered for another
    await page.goto(`${page.url().split("/tendering")[0]}/tendering/order/sure`);
    await page
      .locator(".ant-select")
      .filter({ has: page.getByRole("combobox", { name: "中标报价" }) })
      .click();
    const options = page.locator(".ant-select-dropdown:visible .ant-select-item-option");
    await options.first().waitFor();
    expect(await options.filter({ hasText: SUPPLIERS.kangmu.name }).count()).toBe(0);
    await page.context().close();
  });

  it("the supplier finds the order under its quote and accepts it; the other supplier never sees it", async () => {
    expect(orderNo).not.toBe("");
    await acceptOrder(platform, SUPPLIERS.kangmu.login, TENDER, orderNo);
    const other = await supplierOrder(platform, SUPPLIERS.fengshou.login, TENDER, orderNo);
    expect(await other.page.getByText(orderNo).count()).toBe(0);
    await other.page.context().close();
  });

  it("the purchaser uploads the signed contract as a PDF", () =>
    uploadContract(platform, PURCHASER, orderNo, "维生素采购合同.pdf"));

  it("the supplier downloads the contract from the order's page and ships", async () => {
    const { page, order } = await supplierOrder(platform, SUPPLIERS.kangmu.login, TENDER, orderNo);
    await order.getByRole("button", { name: button("查看") }).click();
    await page.waitForURL(/\/entProcurement\/order\/detail\?id=\d+$/);
    const [download] = await Promise.all([page.waitForEvent("download"), page.locator(".file-link").click()]);
    expect(download.suggestedFilename()).toBe(`合同-${orderNo}.pdf`);
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    await page.goBack();
    await order.getByRole("button", { name: button("发货") }).click();
    const dialog = await dialogAtRest(page);
    await dialog.getByLabel("承运方").fill("德邦物流");
    await dialog.getByLabel("运单号").fill("DPK300012345678");
    await dialog.getByRole("button", { name: /确\s*定/ }).click();
    await order.getByText("已发货", { exact: true }).waitFor();
    await page.context().close();
  });

  it("the purchaser receives the goods, and the order's timeline shows every move", async () => {
    const page = await as(PURCHASER, "/tendering/order/list");
    const order = page.locator("tr.ant-table-row").filter({ hasText: orderNo });
    await confirmOnOrder(page, orderNo, "确认收货", "已完成");
    await order.getByRole("button", { name: button("查看") }).click();
    await page.waitForURL(/\/tendering\/order\/detail\?id=\d+$/);
    const timeline = page.locator(".move-timeline");
    for (const move of ["确认订单", "确认接单", "上传合同", "发货", "确认收货"])
      await timeline.getByText(move, { exact: true }).first().waitFor();
    await timeline.getByText("签约合同：下载", { exact: true }).waitFor();
    await timeline.getByText("运单号：DPK300012345678", { exact: true }).waitFor();
    await page.context().close();
  });
});
