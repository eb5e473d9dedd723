import { describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { GeneratedForm } from "./generated-form";
import { pageAs } from "./portal-session";
import { button } from "./procurement-steps";
import { runningPlatform } from "./running-platform";

// A buyer publishes its mall bid (竞价); two sellers with an audited 竞价业务 offer on it from the mall home's
// 竞价专区; the buyer compares the two offers below the bid, accepts one, and an unpaid order at the offered
// price appears in the buyer's 我的订单 and the seller's order list (docs/mall-bids.md).

const platform = runningPlatform();
const BID = "羊场驱虫药竞价";
const BUYER = "13800000002";
const SELLERS = [
  { login: "13800000001", name: "绿野饲料有限公司", price: "11.50" },
  { login: "13800000003", name: "康牧兽药有限公司", price: "10.80" },
];
const field = (key: string) => resourceByName("bidQuote").fields[key]!;
let detail = "";

describe("a mall bid receives two offers and one becomes an order", () => {
  it("the buyer publishes its bid", async () => {
    const page = await pageAs(platform, BUYER, "/tendering/list");
    const row = page.locator("tr.ant-table-row").filter({ hasText: BID });
    // the first screen of a fresh platform may take a while on a busy machine
    await row.waitFor({ timeout: 40_000 });
    await row.getByRole("button", { name: button("发布") }).click();
    await row.getByText("竞价中").waitFor();
    await row.getByRole("button", { name: button("查看") }).click();
    await page.waitForURL(/\/tendering\/detail\?id=\d+$/);
    detail = new URL(page.url()).pathname + new URL(page.url()).search;
    await page.context().close();
  });

  it("two sellers offer on it from the mall home's 竞价专区", async () => {
    for (const s of SELLERS) {
      const page = await pageAs(platform, s.login, "/");
      await page.locator(".home-bids").getByRole("link", { name: BID }).click();
      await page.waitForURL(/\/tendering\/offer\/add\?bidId=\d+$/);
      const form = new GeneratedForm(page);
      // the bid is filled in from the link
      await form.item("bidId").getByText(BID).waitFor();
      await form.set("goodsId", field("goodsId"), 0);
      await form.set("unitPrice", field("unitPrice"), s.price);
      await form.set("quantity", field("quantity"), "300");
      await form.set("deliveryDate", field("deliveryDate"), new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10));
      if (s.login === "13800000003") await page.screenshot({ path: "/tmp/mall-bid-offer-form.png", fullPage: true });
      await page.getByRole("button", { name: /保\s*存/ }).click();
      await page.waitForURL(/\/tendering\/offer\/list(\?|$)/);
      await page.locator("tr.ant-table-row").filter({ hasText: BID }).getByText("已报价").waitFor();
      await page.context().close();
    }
  });

  it("the buyer compares both offers and accepts the lower one: the other is turned down and an order is made", async () => {
    const page = await pageAs(platform, BUYER, detail);
    const offers = page.locator(".answer-list tr.ant-table-row");
    await expect.poll(() => offers.count(), { timeout: 20_000 }).toBe(2);
    for (const s of SELLERS) await offers.filter({ hasText: s.name }).getByText(`¥${s.price}`).waitFor();
    await page.screenshot({ path: "/tmp/mall-bid-detail-offers.png", fullPage: true });
    const chosen = offers.filter({ hasText: SELLERS[1]!.name });
    await chosen.getByRole("button", { name: button("接受报价") }).click();
    const confirm = page.locator(".ant-popconfirm:visible");
    await confirm.getByText("接受后将按该报价生成待付款订单").waitFor();
    await page.screenshot({ path: "/tmp/mall-bid-accept-dialog.png", fullPage: true });
    await confirm.getByRole("button", { name: /确\s*定/ }).click();
    await chosen.getByText("已接受·已下单").waitFor({ timeout: 20_000 });
    const orderNo = (await chosen.locator("td").filter({ hasText: /^\d{20}$/ }).innerText()).trim();
    expect(orderNo).toMatch(/^\d{20}$/);
    await page.goto(new URL(detail, page.url()).toString());
    await offers.filter({ hasText: SELLERS[0]!.name }).getByText("未接受").waitFor();
    await page.getByText("已结束").first().waitFor();

    await page.goto(new URL("/manage/order/index", page.url()).toString());
    await page.getByText(orderNo).first().waitFor();
    await page.context().close();

    const seller = await pageAs(platform, SELLERS[1]!.login, "/manage/seller/order");
    await seller.locator("tr.ant-table-row").filter({ hasText: orderNo }).getByText("¥3,240.00").first().waitFor();
    await seller.context().close();
  });
});
