import { describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { GeneratedForm } from "./generated-form";
import { apiAs, button, registerAccount, registerEnterprise, tableRow } from "./journey-steps";
import { pageAs, portalUrl } from "./portal-session";
import { runningPlatform } from "./running-platform";
import { approveRealName, sendRealName } from "./realname-steps";
import { agreeToReturn, applyForReturn, refundReturn, sendReturn } from "./return-steps";
import { recordBatchFromDetail } from "./trace-steps";
import { NEEDS_BATCH } from "../../src/core/traceability";
import { CREATE_NEEDS_CERT, SHOP_NEEDS_CERT } from "../../src/core/certification-gates";
import { dialogAtRest, popconfirmAtRest } from "../helpers/dialog";
import {
  BATCH,
  BUYER,
  ENTERPRISE,
  expectBatchChain,
  GOODS,
  newcomerTab,
  NOTICE,
  QUANTITY,
  RETURN_WAYBILL,
  SELLER,
  SHOP,
  SHOP_APPLICATION,
  SLOGAN,
  SLOW,
  SPECS,
  WAYBILL,
} from "./newcomer-journey";
import { applyForShop, approveShop, expectNewShopFront } from "./shop-steps";

// The seller who starts from nothing (the seller's other journeys are in seller-shop and seller-orders). The seller
// center's "done when": a stranger registers, founds an enterprise, opens a shop the operator approves (the form
// asking for the feed licence its category needs, the operator looking at the licence photos), is told and enters
// its seller center, decorates the shop, publishes a goods in two specs with tier prices, is told it cannot go on
// sale before its batch is recorded, records it and puts it on sale; a buyer finds it, reads its batch chain, orders
// the second spec at its tier and pays; the seller ships, the buyer receives, returns it all, and the seller refunds.
// At the end the buyer's balance and the spec's stock are what they were before the sale: a return refunds what the
// buyer asked for (here all of it) to its balance and gives the quantity back to the spec (hooks/after-sale.ts).

const platform = runningPlatform();
const origin = () => portalUrl("yyn", platform.server.port);
const sellerPage = newcomerTab(platform, origin);

describe("a new seller's first sale, from registration to a refunded return", { timeout: 180_000 }, () => {
  let shopId: number;
  let goodsId: number;
  let orderId: number;
  let orderNo: string;
  let balanceBefore: number;

  it("a stranger registers an account and an enterprise, and becomes its administrator", async () => {
    const context = await platform.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await registerAccount(page, origin(), SELLER);
    await registerEnterprise(page, SELLER, ENTERPRISE);
    await context.close();
  });

  it("registering as 供应商 only applies for it: the quote form says so instead of the form, and the operator has the application to audit", async () => {
    const page = await sellerPage("/entProcurement/offer");
    const gate = CREATE_NEEDS_CERT.bidOffer!;
    await page.getByText(gate.refused).waitFor();
    await page.getByText(gate.waiting, { exact: false }).waitFor();
    expect(await page.locator("form.resource-form").count(), "no quote form to fill before certifying").toBe(0);
    await page.getByRole("link", { name: "查看认证申请" }).click();
    await page.waitForURL(/\/entProcurement\/certification\/list$/);
    await tableRow(page, "供应商认证").getByText("待审核").waitFor();
    const queue = await pageAs(platform, "admin", "/operation/businessAudit");
    await queue.getByRole("tab", { name: "待审核" }).click();
    await tableRow(queue, ENTERPRISE.name).first().waitFor();
    expect(await tableRow(queue, ENTERPRISE.name).count(), "both roles it registered as wait for the operator").toBe(2);
    await queue.context().close();
  });

  it("免费开店 asks for a certification first: the administrator sends its real name and the operator verifies it", async () => {
    const page = await sellerPage("/");
    await page.locator(".top-open-shop").getByText("免费开店").click();
    await page.waitForURL(/\/setUpStore\/shopCheck$/);
    await page.getByText(SHOP_NEEDS_CERT).waitFor();
    await page.getByRole("link", { name: "去实名认证" }).click();
    await page.waitForURL(/\/personal\/info$/);
    await sendRealName(page, SELLER.name, SELLER.idCard);
    await approveRealName(platform, SELLER.name, SELLER.idCard);
  });

  it("the administrator opens a shop from 免费开店: identity check, the form asks for the licence its category needs, then the status page", async () => {
    // no shop yet: the seller center is closed to it
    const page = await sellerPage("/manage/seller/goods");
    await page.waitForURL(`${origin()}/`);
    await page.locator(".top-open-shop").getByText("免费开店").click();
    await page.waitForURL(/\/setUpStore\/shopCheck$/);
    await page.getByText(`${ENTERPRISE.name}可以开店`).waitFor();
    await page.getByRole("link", { name: "填写店铺信息" }).click();
    await page.waitForURL(/\/setUpStore\/shopInfo$/);
    await applyForShop(page, SHOP_APPLICATION);
  });

  it("the operator approves the shop in the shop audit queue, licence photos on its detail page", () =>
    approveShop(platform, SHOP));

  it("the seller is told in its messages, which lead to the status page and on into the seller center and its shop settings", async () => {
    const page = await sellerPage("/personal/messages");
    await page.locator(".message-list").getByText("您的店铺已通过审核，现已开通").waitFor();
    await page.locator(".message-list").getByRole("link", { name: "查看" }).first().click();
    await page.waitForURL(/\/setUpStore\/shopStatus\?audit=1$/);
    await page.getByText("店铺已开通").waitFor();
    await page.getByRole("link", { name: "进入卖家中心" }).click();
    await page.waitForURL(/\/manage\/seller\/goods$/);
    await page.getByRole("menuitem", { name: "店铺设置" }).click();
    await page.waitForURL(/\/manage\/seller\/store$/);
    await page.getByText(SHOP).first().waitFor();
  });

  it("the seller sets a slogan and a notice in 店铺装修 and publishes; the shop front shows them", async () => {
    const page = await sellerPage("/manage/seller/decorate/index");
    const row = page.locator("tr.ant-table-row").first();
    await row.getByRole("button", { name: button("编辑") }).click();
    await page.waitForURL(/\/manage\/seller\/decorate\/edit\?id=\d+$/);
    const form = new GeneratedForm(page);
    const decoration = resourceByName("shopDecoration");
    // the edit form is filled once the row has loaded: its theme shows then
    await form.item("theme").locator(".ant-select-selection-item").waitFor();
    await form.set("slogan", decoration.fields.slogan!, SLOGAN);
    await form.set("notice", decoration.fields.notice!, NOTICE);
    await form.save();
    await page.waitForURL(/\/manage\/seller\/decorate\/index$/);
    await row.getByRole("button", { name: button("发布") }).click();
    await (await popconfirmAtRest(page)).getByRole("button", { name: button("确定") }).click();
    await page.getByText("发布成功").first().waitFor();
    await row.getByText("已发布").waitFor();

    shopId = (await (await apiAs(platform.server, SELLER.phone, SELLER.password)).get("sc.isHaveShop")).shop.shopId;
    await expectNewShopFront(platform.browser, `${origin()}/storeInfo/info?shopId=${shopId}`, {
      name: SHOP,
      slogan: SLOGAN,
      notice: NOTICE,
    });
  });

  it("the seller publishes a goods in two specs, each with price, stock and a tier, records its batch and puts it on sale", async () => {
    const page = await sellerPage("/manage/seller/goods");
    await page.getByRole("button", { name: /新增商品/ }).click();
    const form = new GeneratedForm(page);
    const goods = resourceByName("goods");
    await form.set("name", goods.fields.name!, GOODS);
    await form.set("category", goods.fields.category!, "饲料");
    // a new feed has no batch yet: the form offers 保存 only, and says what comes first
    await page.getByText(goods.saveAnd!.notOnCreate!.hint).waitFor();
    expect(await page.getByRole("button", { name: goods.saveAnd!.label }).count()).toBe(0);
    await form.set("unit", goods.fields.unit!, "袋");
    await form.set("skus", goods.fields.skus!, SPECS);
    await form.set("image", goods.fields.image!, true);
    await form.set("description", goods.fields.description!, "粗蛋白≥38%，适用30kg至出栏育肥猪，按1:3配玉米豆粕。");
    await form.save();
    await page.waitForURL(/\/manage\/seller\/goods$/);
    await tableRow(page, GOODS).getByText("仓库中").waitFor();
    // a feed goes on sale with a batch in its validity on record (质量追溯)
    await tableRow(page, GOODS)
      .getByRole("button", { name: button("上架") })
      .click();
    await page.getByText(NEEDS_BATCH("饲料")).waitFor();
    expect(await tableRow(page, GOODS).getByText("仓库中").count()).toBe(1);
    await recordBatchFromDetail(page, GOODS, BATCH);
    await page
      .locator(".detail-actions")
      .getByRole("button", { name: button("上架") })
      .click();
    await page.getByText("上架成功").first().waitFor();
  });

  it("the buyer finds it in the mall search, reads its batch chain, picks the second spec at its tier, submits and pays", async () => {
    balanceBefore = (await (await apiAs(platform.server, BUYER)).get("sc.balance.get")).balance;
    const page = await pageAs(platform, BUYER, "/");
    const box = page.getByPlaceholder("请输入货品名称或店铺名称");
    await box.fill(GOODS);
    await box.press("Enter");
    await page.waitForURL((u) => u.pathname === "/list" && u.searchParams.get("search") === GOODS);
    await page.locator(".goods-card").filter({ hasText: GOODS }).click();
    await page.waitForURL(/\/goodInfo\?id=\d+/);
    goodsId = Number(new URL(page.url()).searchParams.get("id"));
    await page.getByRole("heading", { name: GOODS }).waitFor();
    await expectBatchChain(page);
    await page.locator(".goods-attrs").getByText(`${BATCH.batchNo}（有效期至 ${BATCH.expiryDate}）`).waitFor();
    const second = SPECS[1]!;
    await page.locator(".sku-row").getByText(second.spec, { exact: true }).click();
    await page.getByLabel("购买数量").fill(String(QUANTITY));
    await page.getByLabel("购买数量").blur();
    await expect
      .poll(() => page.locator(".tier-table td.on").textContent(), SLOW)
      .toBe(`¥${second.tierPrice1.toFixed(2)}`);
    await expect
      .poll(() => page.locator(".price-box .price.big").textContent(), SLOW)
      .toBe(`¥${second.tierPrice1.toFixed(2)}`);
    await page.getByRole("button", { name: "立即订购" }).click();
    await page.waitForURL(/\/orderSubmit\?/);
    await page.getByText(second.spec).first().waitFor();
    await page.getByRole("button", { name: "提交并支付" }).click();
    await (await dialogAtRest(page)).getByRole("button", { name: /^确认支付 ¥/ }).click();
    await page.waitForURL(/\/orderParticulars\?id=\d+/);
    orderId = Number(new URL(page.url()).searchParams.get("id"));
    await expect.poll(() => page.locator(".order-status").first().textContent(), SLOW).toBe("待发货");
    await page.getByText(/企业余额支付/).waitFor();
    // the order's one line: the second spec at its tier price
    const lines = page.locator(".ant-card").filter({ hasText: "货品清单" }).locator("tr.ant-table-row");
    await lines.first().waitFor();
    expect(await lines.count()).toBe(1);
    expect((await lines.first().getByRole("cell").allInnerTexts()).slice(1, 4)).toEqual([
      second.spec,
      `¥${second.tierPrice1.toFixed(2)}`,
      `${QUANTITY}袋`,
    ]);
    orderNo = (await (await apiAs(platform.server, BUYER)).get("sc.order.detail", { id: orderId })).orderNo;
    await page.context().close();
  });

  it("the seller ships it from 发货管理 with the carrier and waybill", async () => {
    const page = await sellerPage("/manage/seller/deliver");
    await tableRow(page, orderNo)
      .getByRole("button", { name: button("发货") })
      .click();
    const dialog = await dialogAtRest(page);
    await dialog.getByLabel("物流公司").fill("顺丰速运");
    await dialog.getByLabel("运单号").fill(WAYBILL);
    await dialog.getByRole("button", { name: button("确定") }).click();
    await page.getByText("发货成功").first().waitFor();
    await page.getByRole("menuitem", { name: "订单管理" }).click();
    await page.getByRole("tab", { name: "待收货" }).click();
    await tableRow(page, orderNo).getByText("待收货").waitFor();
  });

  it("the buyer sees the waybill on the order and confirms receipt", async () => {
    const page = await pageAs(platform, BUYER, `/manage/order/${orderId}`);
    await page.locator(".ant-card").filter({ hasText: "物流信息" }).getByText(WAYBILL).waitFor();
    await page.getByRole("button", { name: "确认收货" }).click();
    await (await dialogAtRest(page)).getByRole("button", { name: "确认收货" }).click();
    await expect.poll(() => page.locator(".order-status").first().textContent(), SLOW).toBe("已完成");
    await page.context().close();
  });

  it("the buyer applies for 退货退款 of the whole order", async () => {
    const page = await pageAs(platform, BUYER, `/manage/order/${orderId}`);
    const total = (await (await apiAs(platform.server, BUYER)).get("sc.order.detail", { id: orderId })).total as number;
    await applyForReturn(page, GOODS, QUANTITY, total);
    await page.context().close();
  });

  it("the seller agrees to the return with its address; the buyer fills in the return waybill", async () => {
    await agreeToReturn(
      await sellerPage("/manage/seller/aftersale"),
      orderNo,
      `${SELLER.name} ${SELLER.phone} 山东省潍坊市奎文区东风东街6号`,
    );
    const buyer = await pageAs(platform, BUYER, "/manage/order/aftersale");
    await sendReturn(buyer, orderNo, "顺丰速运", RETURN_WAYBILL);
    await buyer.context().close();
  });

  it("the seller takes the goods back and refunds: the buyer's balance and the spec's stock are as before the sale", async () => {
    await refundReturn(await sellerPage("/manage/seller/aftersale"), orderNo);
    const buyer = await pageAs(platform, BUYER, "/manage/order/aftersale");
    await tableRow(buyer, orderNo)
      .getByRole("link", { name: /^(去处理|查看)$/ })
      .click();
    await buyer.getByText("已退款").first().waitFor();
    await buyer.getByText("退款时间").waitFor();
    await buyer.goto(`${origin()}/manage/order/${orderId}`);
    await expect.poll(() => buyer.locator(".order-status").first().textContent(), SLOW).toBe("已完成");
    await buyer.context().close();

    const api = await apiAs(platform.server, BUYER);
    expect((await api.get("sc.balance.get")).balance).toBeCloseTo(balanceBefore, 2);
    const skus = (await api.post("sc.querygoods", { id: goodsId })).skus as { spec: string; stock: number }[];
    expect(skus.map((s) => [s.spec, s.stock])).toEqual(SPECS.map((s) => [s.spec, s.stock]));
  });
});
