import { describe, expect, it } from "vitest";
import { creditStatement } from "../../resources/credit-statement";
import { creditPayment } from "../../resources/credit-payment";
import { sheetRows } from "../helpers/credit-moves";
import { dialogAtRest, popconfirmAtRest } from "../helpers/dialog";
import { apiAs, tableRow as row } from "./journey-steps";
import { pageAs } from "./portal-session";
import { runningPlatform } from "./running-platform";

// 对账单 and 回款登记 as 绿野 (13800000001, the seller) and 康牧 (13800000003, its buyer on 60 days' credit) meet them in
// the browser (docs/b2b-controls.md, Monthly statements): 绿野 issues November's, 康牧 disputes a line of it and
// downloads it, 绿野 answers with a 调减 and 康牧 confirms; then 绿野 records what 康牧 owes and the overdue September
// statement is paid off. The figures are the server's (tests/server/credit-statement.test.ts).

const platform = runningPlatform();
const SELLER = "13800000001";
const BUYER = "13800000003";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const money = (n: number) => n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 康牧's statements as 绿野 keeps them, newest first. */
async function statements() {
  const api = await apiAs(platform.server, SELLER);
  const { list } = await api.post(creditStatement.endpoints.list.name, { pageSize: 50, buyerName: "康牧" });
  return list as {
    id: number;
    statementNo: string;
    status: string;
    closingAmount: number;
    outstandingAmount: number;
  }[];
}

describe("对账单 between 绿野 and 康牧", () => {
  let statementNo = "";

  it("绿野 issues 康牧's 待出账 statement from its list, after confirming", async () => {
    const draft = (await statements()).find((s) => s.status === "draft")!;
    statementNo = draft.statementNo;
    const page = await pageAs(platform, SELLER, creditStatement.menu.path);
    const line = row(page, statementNo);
    await line.getByRole("button", { name: /出\s*账/ }).click();
    const ask = await popconfirmAtRest(page);
    expect(await ask.innerText()).toContain(creditStatement.actions!.issue!.confirm!);
    await ask.getByRole("button", { name: /确\s*定/ }).click();
    await expect.poll(() => line.innerText()).toContain("待确认");
    await page.context().close();
  });

  it("康牧 finds it in 我的对账单, downloads it as xlsx and disputes one line with a reason", async () => {
    const page = await pageAs(platform, BUYER, creditStatement.audiences!.buyer!.menu!.path);
    await row(page, statementNo)
      .getByRole("button", { name: /查\s*看/ })
      .click();
    await page.waitForURL(/\/tendering\/credit\/statement\/detail\?id=\d+/);
    const file = page.waitForResponse((r) => r.url().includes("sc.credit.statement.my.download"));
    await page.getByRole("button", { name: /下载对账单/ }).click();
    const sheet = await sheetRows(await (await file).body());
    const shown = (await statements()).find((s) => s.statementNo === statementNo)!;
    expect(sheet).toContainEqual(["对账单号", statementNo]);
    expect(Number(sheet.find((r) => r[0] === "期末应付(元)")?.[1])).toBe(shown.closingAmount);

    await page.getByRole("button", { name: /提出异议/ }).click();
    const dialog = await dialogAtRest(page);
    // nothing is ticked until the buyer says which lines it disputes
    expect(await dialog.getByRole("checkbox", { checked: true }).count()).toBe(0);
    const first = dialog.getByRole("checkbox").first();
    await first.click();
    await expect.poll(() => first.isChecked()).toBe(true);
    await dialog.getByLabel("异议说明").fill("该单到货少1袋，金额应扣减");
    await dialog.getByRole("button", { name: /确\s*定/ }).click();
    await page.locator(".ant-descriptions").getByText("有异议").first().waitFor();
    await page.locator(".lines-table, .ant-table").getByText("有异议").first().waitFor();
    await page.context().close();
  });

  it("绿野 answers the dispute with a 调减, and 康牧 confirms the statement it now reads", async () => {
    const before = (await statements()).find((s) => s.statementNo === statementNo)!;
    const page = await pageAs(platform, SELLER, creditStatement.menu.path);
    await row(page, statementNo)
      .getByRole("button", { name: /处理异议/ })
      .click();
    const dialog = await dialogAtRest(page);
    await dialog.getByLabel("异议处理说明").fill("少发1袋属实，调减 45.00 元");
    await dialog.getByLabel("调减金额(元)").fill("45");
    await dialog.getByRole("button", { name: /确\s*定/ }).click();
    await expect.poll(() => row(page, statementNo).innerText()).toContain("待确认");
    expect(await row(page, statementNo).innerText()).toContain(money(before.closingAmount - 45));
    await page.context().close();

    const buyer = await pageAs(platform, BUYER, creditStatement.audiences!.buyer!.menu!.path);
    await row(buyer, statementNo)
      .getByRole("button", { name: /查\s*看/ })
      .click();
    await buyer.locator(".ant-descriptions").getByText("少发1袋属实，调减 45.00 元").waitFor();
    await buyer.getByRole("button", { name: /确认对账单/ }).click();
    const ask = await popconfirmAtRest(buyer);
    await ask.getByRole("button", { name: /确\s*定/ }).click();
    await buyer.locator(".ant-descriptions").getByText("已确认").first().waitFor();
    await buyer.context().close();
  });

  it("绿野 records 康牧's payment through 登记回款, with its receipt, and the overdue September statement is 已结清", async () => {
    const overdue = (await statements()).find((s) => s.status === "overdue")!;
    const page = await pageAs(platform, SELLER, creditPayment.menu.path);
    await page.getByRole("button", { name: /登记回款/ }).click();
    const form = page.locator("form.resource-form");
    await form.getByLabel("采购商").click();
    await page.locator(".ant-select-item-option", { hasText: "康牧" }).click();
    await form.getByLabel("回款金额(元)").fill(String(overdue.outstandingAmount));
    // the day it arrived, typed as a user types a date: yesterday, China time
    const day = new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
    const date = form.getByLabel("到账日期");
    await date.click();
    await date.fill(day);
    await date.press("Enter");
    await page.locator(".ant-picker-dropdown:visible").waitFor({ state: "hidden" });
    await form
      .locator("input[type=file]")
      .setInputFiles({ name: "农行回单.pdf", mimeType: "application/pdf", buffer: PDF });
    await form.getByText("农行回单.pdf").waitFor();
    await form.getByRole("button", { name: /保\s*存/ }).click();
    await page.waitForURL(new RegExp(`${creditPayment.menu.path}($|\\?)`));
    await row(page, "康牧兽药有限公司").first().waitFor();
    await expect.poll(async () => (await statements()).find((s) => s.id === overdue.id)!.status).toBe("settled");
    await page.context().close();
  });
});
