import { describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { GeneratedForm } from "./generated-form";
import { INVITED_LOGIN, NOT_INVITED } from "../../src/server/operations/invitations";
import { pageAs, portalUrl } from "./portal-session";
import {
  button,
  confirmOnOrder,
  decide,
  orderFromAward,
  purchaserNotice,
  quotableCount,
  quoteValidity,
  typeDate,
} from "./procurement-steps";
import { runningPlatform } from "./running-platform";
import { dialogAtRest } from "../helpers/dialog";

// The enterprise buyer's tenders on one platform, as 绿野 (13800000001): an enquiry by invitation up to its
// confirmed order, a split award of the demo's closed 一级豆油 tender, and a tender's goods lines picked from the enterprise's
// goods. Each works on its own notice, found by its title.

const platform = runningPlatform();
const PURCHASER = "13800000001";
const KANGMU = { login: "13800000003", name: "康牧兽药有限公司" };
const FENGSHOU = { login: "13800000002", name: "丰收牧业合作社" };
const field = (key: string) => resourceByName("bidOrder").fields[key]!;

// A purchaser publishes an enquiry from the procurement portal's 发布询价 entry, inviting one certified
// supplier. Its shared link asks a visitor to log in; the invited supplier finds it in the hall marked 定向邀请
// and quotes; the other certified supplier never sees it, and its link says the enquiry is not theirs. An
// enquiry's prices show as they come: the purchaser awards at once, and the award ends in a confirmed tender
// order (the supplier's acceptance and the signed contract are the same order screens as a tender's, walked in
// supplier.test.ts).
describe("an enquiry by invitation, from publish to a confirmed order", () => {
  const ENQUIRY = "育肥猪舍消毒用品定向询价";
  const INVITED = KANGMU;
  const OTHER = FENGSHOU;
  let notice = "";
  let orderNo = "";
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

  it("its shared link asks a visitor to log in, and brings the invited supplier back to it once logged in", async () => {
    const context = await platform.browser.newContext({
      timezoneId: "Asia/Shanghai",
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${portalUrl("yyn", platform.server.port)}${notice}`);
    await page.getByText(INVITED_LOGIN).waitFor();
    expect(await page.getByRole("heading", { name: ENQUIRY }).count(), "nothing of the enquiry before logging in").toBe(
      0,
    );
    const login = page.getByRole("link", { name: "登录后查看" });
    expect(await login.getAttribute("href")).toBe(`/login?retUrl=${encodeURIComponent(notice)}`);
    await login.click();
    await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("retUrl") === notice);
    await page.getByPlaceholder("请输入手机号/账号").fill(INVITED.login);
    await page.getByPlaceholder("请输入密码").fill("Demo@1234");
    await page.getByRole("button", { name: /登\s*录/ }).click();
    // the notice of an enquiry lives under /enquiry/
    await page.waitForURL(/\/entProcurement\/enquiry\/details\?id=\d+$/);
    await page.getByRole("heading", { name: ENQUIRY }).waitFor();
    await context.close();
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
    for (const [i, [price, supply]] of [
      ["65.5", "400"],
      ["212", "120"],
    ].entries()) {
      const numbers = rows.nth(i).locator("input.ant-input-number-input");
      await numbers.nth(0).fill(price);
      await numbers.nth(1).fill(supply);
      await typeDate(rows.nth(i).locator(".ant-picker input"), "2026-12-10");
    }
    await typeDate(quoteValidity(page), "2027-01-31");
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
    await page.getByText(NOT_INVITED).waitFor();
    expect(
      await page.getByRole("heading", { name: ENQUIRY }).count(),
      "nothing of the enquiry to a supplier not invited",
    ).toBe(0);
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
});

// The demo tender 一级豆油采购招标 has closed with two quotes, each supplier lowest on one of its two lines.
// The purchaser awards each supplier the line it quoted lower, ticking lines in the 中标 dialog; the
// comparison then marks who won which line, each supplier reads what it won, and the order made from an
// award holds only the lines won.
describe("a split award per line", () => {
  const TENDER = "一级豆油采购招标";
  it("the purchaser awards each supplier the line it quoted lower, and the comparison marks both", async () => {
    const page = await purchaserNotice(platform, PURCHASER, TENDER);
    const comparison = page.locator(".answer-comparison");
    await expect.poll(() => comparison.getByText("最低").count()).toBe(2);
    // a quote with no line ticked is not awarded: the dialog says what is missing
    await page
      .locator(".answer-list tr.ant-table-row")
      .filter({ hasText: KANGMU.name })
      .getByRole("button", { name: button("中标") })
      .click();
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
    await expect
      .poll(() =>
        comparison
          .locator(".ant-tag")
          .filter({ hasText: /^中标$/ })
          .count(),
      )
      .toBe(2);
    await page.context().close();
  });

  it("each supplier reads the line it won on its quote", async () => {
    const page = await pageAs(platform, FENGSHOU.login, "/entProcurement/bids");
    await page
      .locator("tr.ant-table-row")
      .filter({ hasText: TENDER })
      .getByRole("button", { name: button("查看") })
      .click();
    await page.waitForURL(/\/entProcurement\/bids\/detail\?id=\d+$/);
    await page
      .locator(".ant-descriptions-row")
      .filter({ hasText: "中标明细" })
      .getByText("饲料级豆油（酸价≤4mg/g）")
      .waitFor();
    const lines = page.locator(".detail-card").filter({ hasText: "报价明细" }).locator("tr.ant-table-row");
    await expect
      .poll(() => lines.filter({ has: page.locator(".ant-tag", { hasText: "中标" }) }).allInnerTexts())
      .toEqual([expect.stringContaining("饲料级豆油")]);
    await page.locator(".move-timeline").getByText("中标明细：饲料级豆油（酸价≤4mg/g）").waitFor();
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

// A purchaser starts a tender's goods lines from goods the enterprise already keeps (从商品选择): each ticked
// goods becomes a line with its name, spec and unit, the blank line the form starts with is replaced, and
// the purchaser still types the quantities, and may type a further line by hand.
describe("goods lines picked from the enterprise's goods", () => {
  it("two goods picked become two lines named, specified and measured as kept, then saved with a typed third", async () => {
    const page = await pageAs(platform, "13800000001", "/tendering/bids/add");
    await page.getByRole("button", { name: "从商品选择" }).click();
    const dialog = await dialogAtRest(page);
    await dialog.getByPlaceholder("搜索商品名称").fill("预混料");
    await dialog.getByPlaceholder("搜索商品名称").press("Enter");
    const rows = dialog.locator(".lines-picker tr.ant-table-row");
    await expect
      .poll(() => rows.allInnerTexts())
      .toEqual(expect.arrayContaining([expect.stringContaining("4% 育肥猪复合预混料")]));
    expect((await rows.allInnerTexts()).every((r) => r.includes("预混料"))).toBe(true);
    for (const name of ["4% 育肥猪复合预混料", "1% 蛋鸡复合预混料"])
      await rows.filter({ hasText: name }).locator("input[type=checkbox]").check();
    await dialog.getByRole("button", { name: /添\s*加/ }).click();

    const lines = page.locator("#lines tr.lines-row");
    await expect.poll(() => lines.count()).toBe(2);
    expect(await lines.nth(0).locator("input").first().inputValue()).toBe("4% 育肥猪复合预混料 20kg/袋");
    expect(await lines.nth(0).locator("input").nth(1).inputValue()).toBe("20kg/袋");
    await lines.nth(0).getByText("袋", { exact: true }).waitFor();
    await page.getByRole("button", { name: "添加一行" }).click();
    await lines.nth(2).locator("input").first().fill("氯化胆碱");

    const form = new GeneratedForm(page);
    await form.set("title", field("title"), "预混料原料补货招标");
    await form.set("category", field("category"), "预混料");
    for (const [i, quantity] of ["20", "10", "5"].entries())
      await lines.nth(i).locator("input.ant-input-number-input").first().fill(quantity);
    await lines.nth(2).locator(".ant-select").click();
    await page.locator(".ant-select-dropdown:visible").getByTitle("吨", { exact: true }).click();
    await form.set("factoryId", field("factoryId"), "潍坊饲料一厂");
    await form.set("quoteEnd", field("quoteEnd"), new Date(Date.now() + 5 * 86_400_000).toISOString());
    await form.set("contact", field("contact"), "陈志强");
    await form.set("phone", field("phone"), "13905361208");
    await page.getByRole("button", { name: /保\s*存/ }).click();
    await page.waitForURL(/\/tendering\/bids\/list(\?|$)/);
    const row = page.locator("tr.ant-table-row").filter({ hasText: "预混料原料补货招标" });
    await row.getByRole("button", { name: button("查看") }).click();
    const saved = page.locator(".detail-card").filter({ hasText: "采购明细" }).locator("tr.ant-table-row");
    await expect
      .poll(() => saved.allInnerTexts())
      .toEqual([
        expect.stringContaining("4% 育肥猪复合预混料 20kg/袋"),
        expect.stringContaining("1% 蛋鸡复合预混料 25kg/袋"),
        expect.stringContaining("氯化胆碱"),
      ]);
    await page.context().close();
  });
});
