import { describe, expect, it } from "vitest";
import { shownValue } from "./generated-form";
import { button, tableRow as row } from "./journey-steps";
import { pageAs } from "./portal-session";
import { runningPlatform } from "./running-platform";
import { popupAtRest } from "../helpers/dialog";

// A won auction becomes business: the seller turns the matched lot into an order from 竞拍管理, and the winner
// finds it among its orders and pays it like any mall order. The seeded 散装育肥猪料 30吨专场 of 绿野 was won by 丰收.

const platform = runningPlatform();
const SELLER = "13800000001";
const WINNER = "13800000002";
const LOT = "散装育肥猪料 30吨专场";

describe("a won auction is ordered by the seller and paid by the winner", () => {
  let orderNo = "";

  it("the seller submits the order of the matched lot, which then shows 已下单 with its order number", async () => {
    const page = await pageAs(platform, SELLER, "/goodsbidding/auction");
    const lot = row(page, LOT);
    await lot.getByText("已撮合").waitFor();
    await lot.getByRole("button", { name: button("生成订单") }).click();
    await page.getByText("将按成交单价为中标企业生成商城订单，确定生成吗？").waitFor();
    await (await popupAtRest(page)).getByRole("button", { name: button("确定") }).click();
    await lot.getByText("已下单").waitFor();
    // 竞拍现场 shows the seller whom to call: every bidder in full, with the person and phone of its last bid
    const live = await lot.getByRole("link", { name: "竞拍现场" }).getAttribute("href");
    const scene = await page.context().newPage();
    await scene.goto(new URL(live!, page.url()).href);
    const buyers = scene.locator(".auction-buyers");
    await buyers.locator("tr.ant-table-row").first().getByText("丰收牧业合作社").waitFor();
    await buyers.getByText("13800000002").waitFor();
    await scene.close();
    await lot.getByRole("button", { name: button("查看") }).click();
    await expect.poll(async () => (await shownValue(page, "订单编号").textContent())?.trim(), { timeout: 10_000 }).toMatch(/^\d{20}$/);
    orderNo = (await shownValue(page, "订单编号").textContent())!.trim();
    await page.context().close();
  });

  it("the winner finds the order at the winning price among its unpaid orders and pays it", async () => {
    const page = await pageAs(platform, WINNER, "/manage?type=0");
    await page.waitForURL(/\/manage\/order\/index$/);
    const card = page.locator(".order-card").filter({ hasText: orderNo });
    await card.locator(".order-status").getByText("待付款").waitFor();
    // 30 吨 at the 11th bid of 3700 + 20 a step: 3900 a ton
    await expect.poll(() => card.textContent()).toMatch(/117,?000\.00/);
    await card.getByRole("button", { name: "立即支付" }).click();
    await page.getByText("操作成功").waitFor();
    await card.locator(".order-status").getByText("待发货").waitFor();
    await page.context().close();
  });
});
