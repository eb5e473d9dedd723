import { describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { GeneratedForm } from "./generated-form";
import { pageAs } from "./portal-session";
import { acceptOrder, button, confirmOnOrder, decide, orderFromAward, purchaserNotice, quotableCount, uploadContract } from "./procurement-steps";
import { runningPlatform } from "./running-platform";

// A purchaser publishes an enquiry from the procurement portal's 发布询价 entry, inviting one certified
// supplier. The invited supplier finds it in the hall marked 定向邀请 and quotes; the other certified
// supplier never sees it, not even by its link. An enquiry's prices show as they come: the purchaser awards
// at once, and the award ends in a confirmed tender order with the signed contract.

const platform = runningPlatform();
const ENQUIRY = "育肥猪舍消毒用品定向询价";
const PURCHASER = "13800000001";
const INVITED = { login: "13800000003", name: "康牧兽药有限公司" };
const OTHER = { login: "13800000002", name: "丰收牧业合作社" };
const bidOrder = resourceByName("bidOrder");
const field = (key: string) => bidOrder.fields[key]!;

let notice = "";
let orderNo = "";

describe("an enquiry by invitation, from publish to a signed order", () => {
  it("the purchaser fills the enquiry form from 发布询价, with two goods lines and one invited supplier, and publishes it", async () => {
    const page = await pageAs(platform, PURCHASER, "/entProcurement/enquiry/publish");
    await page.waitForURL(/\/tendering\/bids\/add\?platform_code=XJ$/);
    const form = new GeneratedForm(page);
    await form.form.waitFor();
    // the entry picked the kind already
    await form.item("platform_code").getByText("询价", { exact: true }).waitFor();
    await form.set("title", field("title"), ENQUIRY);
    await form.set("category", field("category"), "兽药");
    await form.set("lines", field("lines"), [
      { goodsName: "过硫酸氢钾复合物粉", spec: "1kg/袋", quantity: 400, unit: "袋", targetPrice: 68 },
      { goodsName: "复方戊二醛溶液", spec: "5L/桶", quantity: 120, unit: "件" },
    ]);
    await form.set("factoryId", field("factoryId"), "潍坊饲料一厂");
    await form.set("quoteEnd", field("quoteEnd"), new Date(Date.now() + 5 * 86_400_000).toISOString());
    // suppliers are found by what they deal in: 兽药 finds 康牧 (兽药、疫苗、消毒剂), not 丰收 (玉米、青贮饲料、豆粕)
    await form.item("invitedSuppliers").locator(".ant-select-selector").click();
    await page.keyboard.type("兽药");
    const offered = page.locator(".ant-select-dropdown:visible .ant-select-item-option");
    await expect.poll(() => offered.allInnerTexts()).toEqual([expect.stringContaining(INVITED.name)]);
    await offered.first().getByText("兽药、疫苗、消毒剂").waitFor();
    await page.keyboard.press("Escape");
    const invited = await form.set("invitedSuppliers", field("invitedSuppliers"), [INVITED.name]);
    expect(invited.shown).toBe(INVITED.name);
    await form.set("contact", field("contact"), "陈志强");
    await form.set("phone", field("phone"), "13905361208");
    await form.save();
    await page.waitForURL(/\/tendering\/bids\/list(\?|$)/);
    // the newest notice comes first
    const row = page.locator("tr.ant-table-row").filter({ hasText: ENQUIRY });
    await row.getByRole("button", { name: button("发布") }).click();
    await page.getByText("发布成功").first().waitFor();
    await row.getByRole("button", { name: button("查看") }).click();
    const share = page.locator(".audience-page");
    await share.getByText(`仅受邀的供应商（${INVITED.name}）`, { exact: false }).waitFor();
    notice = (await share.locator("a").first().getAttribute("href"))!;
    // the shared link opens the notice, which puts an enquiry under /enquiry/
    expect(notice).toMatch(/^\/entProcurement\/details\?id=\d+$/);
    await page.context().close();
  });

  it("the invited supplier finds it in the hall, marked 定向邀请, and quotes on both lines", async () => {
    const page = await pageAs(platform, INVITED.login, "/entProcurement/home?kind=XJ");
    const item = page.locator(".tender-item").filter({ hasText: ENQUIRY });
    await item.getByText("定向邀请").waitFor();
    await item.getByRole("button", { name: button("查看详情") }).click();
    await page.getByRole("heading", { name: ENQUIRY }).waitFor();
    await page.getByRole("button", { name: button("我要报价") }).click();
    await page.waitForURL(/\/entProcurement\/offer\?bidOrderId=\d+$/);
    const rows = page.locator("#lines tr.lines-row");
    await rows.nth(1).waitFor();
    for (const [i, [price, supply]] of [["65.5", "400"], ["212", "120"]].entries()) {
      const numbers = rows.nth(i).locator("input.ant-input-number-input");
      await numbers.nth(0).fill(price);
      await numbers.nth(1).fill(supply);
      const date = rows.nth(i).locator(".ant-picker input");
      await date.click();
      await date.fill("2026-12-10");
      await date.press("Enter");
    }
    const valid = page.locator(".ant-form-item").filter({ hasText: "报价有效期至" }).locator(".ant-picker input");
    await valid.click();
    await valid.fill("2027-01-31");
    await valid.press("Enter");
    await page.getByLabel("联系人").fill("赵立新");
    await page.getByLabel("联系电话").fill(INVITED.login);
    await page.getByRole("button", { name: /保\s*存/ }).click();
    await page.waitForURL(/\/entProcurement\/bids(\?|$)/);
    await page.locator("tr.ant-table-row").filter({ hasText: ENQUIRY }).getByText("已报价").waitFor();
    await page.context().close();
  });

  it("the supplier not invited finds it nowhere: not in the hall, not by its link, not in the quote form's picker", async () => {
    const page = await pageAs(platform, OTHER.login, "/entProcurement/home?kind=XJ");
    await page.locator(".tender-item").first().waitFor();
    expect(await page.locator(".tender-item").filter({ hasText: ENQUIRY }).count()).toBe(0);
    await page.goto(new URL(notice, page.url()).href);
    await page.waitForURL(/\/404$/);
    expect(await quotableCount(page, ENQUIRY)).toBe(0);
    await page.context().close();
  });

  it("the purchaser sees the enquiry's price as it came, awards it and confirms the order", async () => {
    const page = await purchaserNotice(platform, PURCHASER, ENQUIRY);
    const quote = page.locator(".answer-list tr.ant-table-row").filter({ hasText: INVITED.name });
    // 65.5 × 400 + 212 × 120
    await quote.getByText("¥51,640.00").waitFor();
    await decide(page, INVITED.name, "中标", "价格低于目标价，交期满足要求");
    orderNo = await orderFromAward(page, INVITED.name);
    await page.locator("tr.ant-table-row").filter({ hasText: orderNo }).getByText("¥51,640.00").waitFor();
    await confirmOnOrder(page, orderNo, "确认订单", "待接单");
    await page.context().close();
  });

  it("the supplier accepts, and the purchaser uploads the signed contract", async () => {
    expect(orderNo).not.toBe("");
    await acceptOrder(platform, INVITED.login, ENQUIRY, orderNo);
    await uploadContract(platform, PURCHASER, orderNo, "消毒用品采购合同.pdf");
  });
});
