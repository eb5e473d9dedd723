import { describe, expect, it } from "vitest";
import { shownValue } from "./generated-form";
import { apiAs, button, tableRow as row } from "./journey-steps";
import { pageAs } from "./portal-session";
import { runningPlatform } from "./running-platform";
import { dialogAtRest, popupAtRest } from "../helpers/dialog";

// The seeded seller's orders, 绿野 (13800000001) selling to 丰收 (13800000002): it ships two paid orders at once,
// one of which the buyer receives, and turns a won auction into an order the winner pays. Each journey finds its
// orders by their numbers. Its shop front is in seller-shop.test.ts.

const platform = runningPlatform();
const SELLER = "13800000001";
const BUYER = "13800000002";

/** Two paid orders of 丰收 at 绿野's shop, each of one goods: what the seller will ship together. */
async function twoPaidOrders() {
  const buyer = await apiAs(platform.server, BUYER);
  const seller = await apiAs(platform.server, SELLER);
  const { shop } = await seller.get("sc.isHaveShop");
  const goods = (await buyer.get("sc.querygoodslist.list", { shopId: shop.shopId, pageSize: 20 })).list.filter(
    (g: { stock: number }) => g.stock > 100,
  );
  const address = {
    name: "李春华",
    phone: BUYER,
    region: "河北省保定市定州市",
    detail: "丰收牧业合作社养殖场 东门仓库",
  };
  const placed = [];
  for (const [i, g] of goods.slice(0, 2).entries()) {
    const body = {
      submitKey: `seller-orders-${Date.now()}-${i}`,
      goodsId: g.id,
      quantity: Math.max(g.minOrder ?? 1, 3),
      address,
    };
    // the figures a checkout shows, then 提交并支付 naming them (the price check is tests/server/shown-price.test.ts)
    const { quote } = (await buyer.ask("sc.order.save.pay", body)).body.data;
    const { list } = await buyer.post("sc.order.save.pay", { ...body, shown: quote });
    placed.push({ order: list[0], goods: g });
  }
  return placed as { order: { id: number; orderNo: string; total: number }; goods: { id: number; name: string } }[];
}

// The seller ships two orders at once from 发货管理; the buyer confirms one in 我的商城. A return and its refund
// are in the newcomer's journey (seller-newcomer.test.ts).
describe("a seller ships two orders at once, the buyer receives one", () => {
  let placed: Awaited<ReturnType<typeof twoPaidOrders>>;

  it("the seller center opens on 经营概况, whose 待发货 opens the orders waiting to ship, two new ones among them", async () => {
    placed = await twoPaidOrders();
    const page = await pageAs(platform, SELLER, "/manage?type=1");
    await page.waitForURL(/\/manage\/seller\/index$/);
    const card = page.getByRole("link", { name: /^待发货订单 \d+$/ });
    const count = Number((await card.getAttribute("aria-label"))!.split(" ")[1]);
    expect(count).toBeGreaterThanOrEqual(2);
    await card.click();
    await page.waitForURL(/\/manage\/seller\/deliver$/);
    await page.getByText(`共 ${count} 条`).waitFor();
    await page.context().close();
  });

  it("the seller ships two paid orders at once from 发货管理, with one carrier and waybill", async () => {
    const page = await pageAs(platform, SELLER, "/manage?type=1");
    await page.getByRole("menuitem", { name: "发货管理" }).click();
    await page.waitForURL(/\/manage\/seller\/deliver$/);
    for (const { order } of placed) await row(page, order.orderNo).getByRole("checkbox").check();
    await page.getByRole("button", { name: /批量发货（2）/ }).click();
    const dialog = await dialogAtRest(page);
    await dialog.getByText("批量发货（2个订单）").waitFor();
    await dialog.getByLabel("物流公司").fill("德邦物流");
    await dialog.getByLabel("运单号").fill("DPK300099912345");
    await dialog.getByRole("button", { name: button("确定") }).click();
    await page.getByText("发货成功").first().waitFor();
    // shipped orders leave the paid list and wait on the 待收货 tab of 订单管理
    await expect.poll(() => row(page, placed[0]!.order.orderNo).count()).toBe(0);
    await page.getByRole("menuitem", { name: "订单管理" }).click();
    await page.getByRole("tab", { name: "待收货" }).click();
    for (const { order } of placed) await row(page, order.orderNo).getByText("待收货").waitFor();
    await row(page, placed[0]!.order.orderNo)
      .getByRole("button", { name: button("查看") })
      .click();
    await page.getByText("DPK300099912345").first().waitFor();
    await page.locator(".move-timeline").getByText("物流公司：德邦物流").waitFor();
    await page.context().close();
  });

  it("the buyer finds the order in 我的商城 with its waybill and confirms receipt", async () => {
    const page = await pageAs(platform, BUYER, "/manage?type=0");
    await page.waitForURL(/\/manage\/order\/index$/);
    const card = page.locator(".order-card").filter({ hasText: placed[0]!.order.orderNo });
    await card.getByRole("link", { name: "订单详情" }).click();
    await page.waitForURL(new RegExp(`/manage/order/${placed[0]!.order.id}$`));
    await page.locator(".ant-card").filter({ hasText: "物流信息" }).getByText("DPK300099912345").waitFor();
    await page.getByRole("button", { name: "确认收货" }).click();
    await (await dialogAtRest(page)).getByRole("button", { name: "确认收货" }).click();
    await expect.poll(() => page.locator(".order-status").first().textContent()).toBe("已完成");
    await page.context().close();
  });
});

// A won auction becomes business: the seller turns the matched lot into an order from 竞拍管理, and the winner
// finds it among its orders and pays it like any mall order. The seeded 散装育肥猪料 30吨专场 of 绿野 was won by 丰收.
describe("a won auction is ordered by the seller and paid by the winner", () => {
  const LOT = "散装育肥猪料 30吨专场";
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
    await buyers.getByText(BUYER).waitFor();
    await scene.close();
    await lot.getByRole("button", { name: button("查看") }).click();
    await expect.poll(async () => (await shownValue(page, "订单编号").textContent())?.trim()).toMatch(/^\d{20}$/);
    orderNo = (await shownValue(page, "订单编号").textContent())!.trim();
    await page.context().close();
  });

  it("the winner finds the order at the winning price among its unpaid orders and pays it", async () => {
    const page = await pageAs(platform, BUYER, "/manage?type=0");
    await page.waitForURL(/\/manage\/order\/index$/);
    const card = page.locator(".order-card").filter({ hasText: orderNo });
    await card.locator(".order-status").getByText("待付款").waitFor();
    // 30 吨 at the 11th bid of 3700 + 20 a step: 3900 a ton
    await expect.poll(() => card.textContent()).toMatch(/117,?000\.00/);
    await card.getByRole("button", { name: "立即支付" }).click();
    await (await dialogAtRest(page)).getByRole("button", { name: /^确认支付 ¥117,?000\.00$/ }).click();
    await page.getByText("支付成功").waitFor();
    await card.locator(".order-status").getByText("待发货").waitFor();
    await page.context().close();
  });
});

// 丰收 asks for a 普票 on a paid order from its order page, picking its 开票信息 in the form (a picker of its own
// rows inside the mall's layout); 绿野 issues it from 发票管理 with the invoice number, date and PDF uploaded in the
// dialog; 丰收 reads it as 已开票 and downloads the PDF from its request's page.
describe("a buyer asks for an invoice, the seller issues it, the buyer downloads it", () => {
  let placed: Awaited<ReturnType<typeof twoPaidOrders>>;
  let detail = "";
  const INVOICE_NO = "26372000000118859901";

  it("the buyer asks for 增值税普通发票 from its order page", async () => {
    placed = await twoPaidOrders();
    const order = placed[0]!.order;
    const page = await pageAs(platform, BUYER, `/manage/order/${order.id}`);
    await page.locator(".ant-card").filter({ hasText: "发票信息" }).getByText("未申请", { exact: true }).waitFor();
    await page.getByRole("button", { name: "申请开票" }).click();
    await page.waitForURL(new RegExp(`/manage/order/invoice/apply\\?orderId=${order.id}$`));
    await page.getByLabel("开票信息").click();
    await page.locator(".ant-select-item-option").filter({ hasText: "丰收牧业合作社" }).click();
    await page.getByRole("button", { name: button("提交申请") }).click();
    await page.waitForURL(/\/manage\/order\/invoice\/detail\?id=\d+$/);
    detail = new URL(page.url()).pathname + new URL(page.url()).search;
    await page.locator(".order-detail-head").getByText("待开票").waitFor();
    await page.getByText("93130631MA0FHMY022").waitFor();
    await page.context().close();
  });

  it("the seller issues it from 发票管理 with the number, the date and the PDF", async () => {
    const page = await pageAs(platform, SELLER, "/manage/seller/invoice");
    await row(page, placed[0]!.order.orderNo)
      .getByRole("button", { name: button("开票") })
      .click();
    const dialog = await dialogAtRest(page);
    await dialog.getByLabel("发票号码").fill(INVOICE_NO);
    await dialog.getByLabel("开票日期").click();
    await page.locator(".ant-picker-cell-today").click();
    await dialog.locator("input[type=file]").setInputFiles({
      name: "发票.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.7\n% agrimall e2e invoice\n"),
    });
    await dialog.getByText("发票.pdf").waitFor();
    await dialog.getByRole("button", { name: button("确定") }).click();
    await page.getByText("开票成功").first().waitFor();
    await row(page, placed[0]!.order.orderNo).getByText("已开票").waitFor();
    await page.context().close();
  });

  it("the buyer reads it as 已开票 and downloads the PDF", async () => {
    const page = await pageAs(platform, BUYER, detail);
    await page.locator(".order-detail-head").getByText("已开票").waitFor();
    await page.getByText(INVOICE_NO).first().waitFor();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByText("下载").first().click()]);
    const body = await download.createReadStream().then(
      (s) =>
        new Promise<string>((resolve) => {
          let text = "";
          s.on("data", (d) => (text += d));
          s.on("end", () => resolve(text));
        }),
    );
    expect(body).toContain("agrimall e2e invoice");
    await page.context().close();
  });
});
