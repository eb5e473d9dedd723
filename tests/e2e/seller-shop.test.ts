import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { GeneratedForm, shownValue } from "./generated-form";
import { apiAs, button, tableRow as row } from "./journey-steps";
import { pageAs, portalUrl } from "./portal-session";
import { runningPlatform } from "./running-platform";
import { dialogAtRest, popconfirmAtRest, popupAtRest } from "../helpers/dialog";

// The seeded seller at work, 绿野 (13800000001) selling to 丰收 (13800000002): it decorates its shop front; ships two
// paid orders at once, one of which the buyer receives; and turns a won auction into an order the winner pays. Each
// journey finds its orders by their numbers. Opening a shop, its audit, a regulated goods' batch and a return with
// its refund are in the newcomer's journey (seller-newcomer.test.ts).

const platform = runningPlatform();
const as = (login: string, path: string) => pageAs(platform, login, path);
const origin = () => portalUrl("yyn", platform.server.port);
const SELLER = "13800000001";
const BUYER = "13800000002";

// 绿野 decorates its shop: a new banner and notice on the draft, a new navigation entry, a look at the preview,
// then 发布. A visitor sees the published front before and after, never the draft.
describe("a seller decorates its shop, previews it and publishes; a visitor sees only what was published", () => {
  const NOTICE = "夏季高温，散装料改为早晚两班发货，敬请谅解。";
  const NAV = "种猪专区";
  const decoration = resourceByName("shopDecoration");
  let shopId: number;
  let before: Awaited<ReturnType<typeof frontOf>>;

  /** What a shop front shows of its decoration: banners in order (the carousel's copies aside), notice, floors, navigation. */
  async function frontOf(page: Page) {
    // the floors come with the rest of the decoration: once one is there, so are the banners, notice and navigation
    await page.locator("section.store-floor").first().waitFor();
    const slides = page.locator(".store-banners .slick-slide:not(.slick-cloned) img, .store-banners > .store-slide img");
    return {
      banners: await Promise.all((await slides.all()).map((img) => img.getAttribute("src"))),
      notice: (await page.locator(".store-notice-text").count()) ? await page.locator(".store-notice-text").innerText() : null,
      floors: await Promise.all((await page.locator("section.store-floor").all()).map((s) => s.getAttribute("aria-label"))),
      nav: (await page.locator(".store-tabs a").allInnerTexts()).slice(1),
      preview: await page.getByText("预览模式").count(),
    };
  }

  /** What the mall call answers a visitor: the published front, as the page should show it. */
  async function publishedFront() {
    const res = await fetch(`${platform.server.url}/gw/agri.sc.queryshop.decoration.get/1.0`, { method: "POST", headers: { "content-type": "application/json", systemId: "56" }, body: JSON.stringify({ shopId }) });
    const front = ((await res.json()) as { data: { banners: { image: string }[]; notice: string; featured: unknown[]; floors: { title: string }[]; nav: { label: string }[] } }).data;
    return {
      banners: front.banners.map((b) => b.image),
      notice: front.notice,
      floors: [...(front.featured.length ? ["推荐商品"] : []), ...front.floors.map((f) => f.title)],
      nav: front.nav.map((n) => n.label),
      preview: 0,
    };
  }

  async function visitorPage(path: string): Promise<Page> {
    const context = await platform.browser.newContext({ timezoneId: "Asia/Shanghai", viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${origin()}${path}`);
    return page;
  }

  it("the visitor's front shows the published decoration, not the draft's unpublished changes", async () => {
    const [row] = (await (await apiAs(platform.server, SELLER)).post("sc.shop.decoration.list")).list;
    shopId = row.shopId;
    expect(row.status).toBe("draft");
    const visitor = await visitorPage(`/storeInfo/info?shopId=${shopId}`);
    before = await frontOf(visitor);
    expect(before).toEqual(await publishedFront());
    expect(before.banners.length).toBeGreaterThan(0);
    expect(before.notice).not.toBe(row.notice);
    expect(before.nav).toContain("全部货品");
    await visitor.context().close();
  });

  it("the seller adds a banner and changes the notice on the draft, and adds a navigation entry", async () => {
    const page = await as(SELLER, "/manage/seller/decorate/index");
    const row = page.locator("tr.ant-table-row").first();
    await row.getByText("未发布修改").waitFor();
    await row.getByRole("button", { name: button("编辑") }).click();
    await page.waitForURL(/\/manage\/seller\/decorate\/edit\?id=\d+$/);
    const form = new GeneratedForm(page);
    await expect.poll(() => form.form.locator("#notice").inputValue()).not.toBe("");
    await form.set("notice", decoration.fields.notice!, NOTICE);
    const banners = form.form.locator('[id="banners"] tbody tr.lines-row');
    const n = await banners.count();
    await form.form.locator('[id="banners"]').getByRole("button", { name: "添加一行" }).click();
    const lineFields = decoration.fields.banners!.lines!;
    await form.set(`banners_${n}_image`, lineFields.image!, "upload");
    await form.set(`banners_${n}_link`, lineFields.link!, "/storeInfo/goodList?shopId=1");
    await form.save();
    await page.waitForURL(/\/manage\/seller\/decorate\/index$/);
    await row.getByText("未发布修改").waitFor();

    await page.getByRole("menuitem", { name: "店铺导航" }).click();
    await page.getByRole("button", { name: /新增导航/ }).click();
    const nav = new GeneratedForm(page);
    const fields = resourceByName("shopNav").fields;
    await nav.set("label", fields.label!, NAV);
    await nav.set("target", fields.target!, "link");
    await nav.set("link", fields.link!, "/list?search=种猪");
    await nav.set("sort", fields.sort!, 1);
    await nav.save();
    await page.waitForURL(/\/manage\/seller\/decorate\/nav$/);
    await page.locator("tr.ant-table-row").filter({ hasText: NAV }).waitFor();
    await page.context().close();
  });

  it("预览 opens the shop front with the draft for the seller, while the visitor still sees the published front", async () => {
    const page = await as(SELLER, "/manage/seller/decorate/index");
    const [preview] = await Promise.all([page.context().waitForEvent("page"), page.locator("tr.ant-table-row").first().getByRole("link", { name: button("预览") }).click()]);
    await preview.waitForURL(new RegExp(`/storeInfo/info\\?shopId=${shopId}&preview=1$`));
    await preview.getByText("预览模式").waitFor();
    const draft = await frontOf(preview);
    expect(draft.notice).toBe(NOTICE);
    expect(draft.nav[0]).toBe(NAV);
    expect(draft.banners.length).toBe(before.banners.length + 2);

    // a visitor asking for the preview is given the published front
    const visitor = await visitorPage(`/storeInfo/info?shopId=${shopId}&preview=1`);
    expect(await frontOf(visitor)).toEqual(before);
    await visitor.context().close();
    await page.context().close();
  });

  it("发布 makes the draft the front: the visitor sees exactly the published banners, notice, floors and navigation", async () => {
    const page = await as(SELLER, "/manage/seller/decorate/index");
    const row = page.locator("tr.ant-table-row").first();
    await row.getByRole("button", { name: button("发布") }).click();
    await (await popconfirmAtRest(page)).getByRole("button", { name: button("确定") }).click();
    await page.getByText("发布成功").first().waitFor();
    await row.getByText("已发布").waitFor();
    await page.context().close();

    const api = await apiAs(platform.server, SELLER);
    const [mine] = (await api.post("sc.shop.decoration.list")).list;
    const published = await api.post("sc.shop.decoration.detail", { id: mine.id });
    const navs = (await api.post("sc.shop.decoration.nav.list", { pageSize: 50, sortField: "sort", sortOrder: "asc" })).list;
    const visitor = await visitorPage(`/storeInfo/info?shopId=${shopId}`);
    await visitor.getByText(NOTICE).waitFor();
    const shown = await frontOf(visitor);
    expect(shown).toEqual(await publishedFront());
    expect(shown).toEqual({
      banners: published.banners.map((b: { image: string }) => b.image),
      notice: NOTICE,
      floors: ["推荐商品", ...published.floors.map((f: { title: string }) => f.title)],
      nav: navs.map((n: { label: string }) => n.label),
      preview: 0,
    });
    // the new navigation entry opens the page it names
    await visitor.getByRole("link", { name: NAV }).click();
    await visitor.waitForURL(/\/list\?search=/);
    await visitor.context().close();
  });
});

/** Two paid orders of 丰收 at 绿野's shop, each of one goods: what the seller will ship together. */
async function twoPaidOrders() {
  const buyer = await apiAs(platform.server, BUYER);
  const seller = await apiAs(platform.server, SELLER);
  const { shop } = await seller.get("sc.isHaveShop");
  const goods = (await buyer.get("sc.querygoodslist.list", { shopId: shop.shopId, pageSize: 20 })).list.filter((g: { stock: number }) => g.stock > 100);
  const address = { name: "李春华", phone: BUYER, region: "河北省保定市定州市", detail: "丰收牧业合作社养殖场 东门仓库" };
  const placed = [];
  for (const [i, g] of goods.slice(0, 2).entries()) {
    const body = { submitKey: `seller-orders-${Date.now()}-${i}`, goodsId: g.id, quantity: Math.max(g.minOrder ?? 1, 3), address };
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
    await row(page, placed[0]!.order.orderNo).getByRole("button", { name: button("查看") }).click();
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
