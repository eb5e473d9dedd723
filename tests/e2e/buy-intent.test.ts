import { describe, expect, it } from "vitest";
import { apiAs, button, tableRow as row } from "./journey-steps";
import { pageAs } from "./portal-session";
import { runningPlatform } from "./running-platform";
import { dialogAtRest } from "../helpers/dialog";

// 丰收 asks 绿野 for a price from a goods page; 绿野 answers in its seller center with a private price valid for
// 7 days; 丰收 orders at that price from /goodspurchase and its order carries it.

const platform = runningPlatform();
const SELLER = "13800000001";
const BUYER = "13800000002";
// a quantity no demo intent asks for, to find this intent's row on every screen
const QUANTITY = 321;
const PRICE = 35.8;

describe("a buy intent is answered and ordered at the private price", () => {
  let goods: { id: number; name: string; unit: string };

  it("the buyer sends a buy intent from a goods page", async () => {
    const seller = await apiAs(platform.server, SELLER);
    const buyer = await apiAs(platform.server, BUYER);
    const { shop } = await seller.get("sc.isHaveShop");
    goods = (await buyer.get("sc.querygoodslist.list", { shopId: shop.shopId, pageSize: 20 })).list.find(
      (g: { stock: number; minOrder: number | null; orderMultiple: number | null; deliveryRegions: string[] | null }) => g.stock > QUANTITY && (g.minOrder ?? 1) <= QUANTITY && !g.orderMultiple && !g.deliveryRegions?.length,
    );
    const page = await pageAs(platform, BUYER, `/goodInfo?id=${goods.id}`);
    await page.getByRole("button", { name: "采购意向" }).click();
    const dialog = await dialogAtRest(page);
    await dialog.getByLabel("采购数量").fill(String(QUANTITY));
    await dialog.getByLabel("期望单价").fill("34.5");
    await dialog.locator(".ant-select-selector").click();
    const regions = page.locator(".ant-cascader-dropdown:visible .ant-cascader-menu");
    await regions.nth(0).locator("li.ant-cascader-menu-item[title='河北省']").click();
    await regions.nth(1).locator("li.ant-cascader-menu-item[title='保定市']").click();
    await dialog.getByLabel("采购说明").fill("春季补栏，分两批到货");
    await dialog.getByRole("button", { name: button("提交") }).click();
    await page.getByRole("button", { name: "查看我的采购意向" }).click();
    await page.waitForURL(/\/goodspurchase$/);
    const mine = row(page, `${QUANTITY}${goods.unit}`);
    await mine.getByText("待回复").waitFor();
    await mine.getByText("配送至 河北省保定市").waitFor();
    await page.context().close();
  });

  it("the seller replies in its seller center with a price valid for 7 days", async () => {
    const page = await pageAs(platform, SELLER, "/manage?type=1");
    await page.getByRole("menuitem", { name: "采购意向" }).click();
    await page.waitForURL(/\/manage\/seller\/buyintent$/);
    const intent = row(page, goods.name).filter({ hasText: "待回复" }).filter({ hasText: String(QUANTITY) });
    await intent.getByRole("button", { name: button("报价") }).click();
    const dialog = await dialogAtRest(page);
    await dialog.getByLabel("报价单价(元)").fill(String(PRICE));
    await dialog.getByLabel("有效天数").fill("7");
    await dialog.getByLabel("回复说明").fill("含运费，下单后3日内发货");
    await dialog.getByRole("button", { name: button("确定") }).click();
    await row(page, goods.name).filter({ hasText: String(QUANTITY) }).getByText("已报价").waitFor();
    await page.context().close();
  });

  it("the buyer orders at that price from /goodspurchase and sees the order at it", async () => {
    const page = await pageAs(platform, BUYER, "/goodspurchase");
    const mine = row(page, `${QUANTITY}${goods.unit}`);
    await mine.getByText("已报价").waitFor();
    await mine.getByText(`¥${PRICE.toFixed(2)}/${goods.unit}`).waitFor();
    await mine.getByText("含运费，下单后3日内发货").waitFor();
    await mine.getByRole("button", { name: button("下单") }).click();
    const dialog = await dialogAtRest(page);
    const total = `¥${(PRICE * QUANTITY).toFixed(2)}`;
    await dialog.getByText(total).waitFor();
    await dialog.getByRole("button", { name: "提交订单" }).click();
    await page.waitForURL(/\/orderParticulars\?id=\d+$/);
    const lines = page.locator(".ant-card").filter({ hasText: "货品清单" });
    await lines.getByText(`¥${PRICE.toFixed(2)}`).waitFor();
    await lines.getByText(total).first().waitFor();
    // paid through the order flow like any other order
    await page.getByRole("button", { name: "立即支付" }).click();
    await expect.poll(() => page.locator(".order-status").first().textContent(), { timeout: 10_000 }).toBe("待发货");
    // the intent is ordered now: no second order from it
    await page.goto(page.url().replace(/\/orderParticulars.*$/, "/goodspurchase"));
    await row(page, `${QUANTITY}${goods.unit}`).getByText("已下单").waitFor();
    expect(await row(page, `${QUANTITY}${goods.unit}`).getByRole("button", { name: button("下单") }).count()).toBe(0);
    await page.context().close();
  });
});
