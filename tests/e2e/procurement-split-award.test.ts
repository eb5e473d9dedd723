import { describe, expect, it } from "vitest";
import { pageAs } from "./portal-session";
import { button, decide, orderFromAward, purchaserNotice } from "./procurement-steps";
import { runningPlatform } from "./running-platform";
import { dialogAtRest } from "../helpers/dialog";

// The demo tender 一级豆油采购招标 has closed with two quotes, each supplier lowest on one of its two lines.
// The purchaser awards each supplier the line it quoted lower, ticking lines in the 中标 dialog; the
// comparison then marks who won which line, each supplier reads what it won, and the order made from an
// award holds only the lines won.

const platform = runningPlatform();
const TENDER = "一级豆油采购招标";
const PURCHASER = "13800000001";
const KANGMU = { login: "13800000003", name: "康牧兽药有限公司" };
const FENGSHOU = { login: "13800000002", name: "丰收牧业合作社" };

describe("a split award per line", () => {
  it("the purchaser awards each supplier the line it quoted lower, and the comparison marks both", async () => {
    const page = await purchaserNotice(platform, PURCHASER, TENDER);
    const comparison = page.locator(".answer-comparison");
    await expect.poll(() => comparison.getByText("最低").count(), { timeout: 10_000 }).toBe(2);
    // a quote with no line ticked is not awarded: the dialog says what is missing
    await page.locator(".answer-list tr.ant-table-row").filter({ hasText: KANGMU.name }).getByRole("button", { name: button("中标") }).click();
    const dialog = await dialogAtRest(page);
    const boxes = dialog.locator(".picks-input label.ant-checkbox-wrapper");
    await boxes.nth(1).waitFor();
    for (const i of [0, 1]) await boxes.nth(i).click();
    await dialog.getByLabel("定标理由").fill("一级豆油单价最低");
    await dialog.getByRole("button", { name: /确\s*定/ }).click();
    await dialog.getByText("请选择中标明细").waitFor();
    await dialog.getByRole("button", { name: /取\s*消/ }).click();

    await decide(page, KANGMU.name, "中标", "一级豆油单价最低", ["一级豆油"]);
    await decide(page, FENGSHOU.name, "中标", "饲料级豆油单价最低", ["饲料级豆油"]);
    // one 中标 mark per line, each on its winner's column
    await expect.poll(() => comparison.locator(".ant-tag").filter({ hasText: /^中标$/ }).count(), { timeout: 10_000 }).toBe(2);
    await page.screenshot({ path: "/tmp/split-award.png", fullPage: true });
    await page.context().close();
  });

  it("each supplier reads the line it won on its quote", async () => {
    const page = await pageAs(platform, FENGSHOU.login, "/entProcurement/bids");
    await page.locator("tr.ant-table-row").filter({ hasText: TENDER }).getByRole("button", { name: button("查看") }).click();
    await page.waitForURL(/\/entProcurement\/bids\/detail\?id=\d+$/);
    await page.locator(".ant-descriptions-row").filter({ hasText: "中标明细" }).getByText("饲料级豆油（酸价≤4mg/g）").waitFor();
    const lines = page.locator(".detail-card").filter({ hasText: "报价明细" }).locator("tr.ant-table-row");
    await expect.poll(() => lines.filter({ has: page.locator(".ant-tag", { hasText: "中标" }) }).allInnerTexts()).toEqual([expect.stringContaining("饲料级豆油")]);
    await page.locator(".move-timeline").getByText("中标明细：饲料级豆油（酸价≤4mg/g）").waitFor();
    await page.screenshot({ path: "/tmp/split-award-supplier.png", fullPage: true });
    await page.context().close();
  });

  it("the order made from an award holds only the line won", async () => {
    const page = await purchaserNotice(platform, PURCHASER, TENDER);
    const orderNo = await orderFromAward(page, FENGSHOU.name, async () => {
      const rows = page.locator("#lines tr.lines-row");
      await rows.first().getByText("饲料级豆油").waitFor();
      expect(await rows.count()).toBe(1);
    });
    const order = page.locator("tr.ant-table-row").filter({ hasText: orderNo });
    await order.getByRole("button", { name: button("查看") }).click();
    await page.waitForURL(/\/tendering\/order\/detail\?id=\d+$/);
    const lines = page.locator(".detail-card").filter({ hasText: "订单明细" }).locator("tr.ant-table-row");
    await lines.first().waitFor();
    expect(await lines.allInnerTexts()).toEqual([expect.stringContaining("饲料级豆油")]);
    await page.context().close();
  });
});
