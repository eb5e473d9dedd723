import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { NEEDS_BATCH } from "../../src/core/traceability";
import { GeneratedForm } from "./generated-form";
import { apiAs, button, tableRow } from "./journey-steps";
import { pageAs, portalUrl } from "./portal-session";
import { runningPlatform } from "./running-platform";
import { chinaDay, recordBatchFromDetail } from "./trace-steps";
import { popconfirmAtRest } from "../helpers/dialog";

// The seller's shop on one platform: 新农源 (13800000006) opens one, 绿野 (13800000001) decorates its own, and 康牧
// (13800000003) puts a veterinary drug on sale with its batch. Each works on its own shop.

const platform = runningPlatform();
const as = (login: string, path: string) => pageAs(platform, login, path);
const origin = () => portalUrl("yyn", platform.server.port);

// A newly registered enterprise opens a shop: identity check, the shop form (its feed licence asked for because
// it deals in feed), the status page while it waits, the operator's approval, and then the seller center and a
// shop front of its own. Until then the seller center sends it home.
describe("opening a shop, audited by the platform operator", () => {
  const NEWCOMER = "13800000006";
  const SHOP = "新农源饲料直营店";
  const shop = resourceByName("shop");

  it("the administrator of a new enterprise applies; the form asks for the licence its categories need", async () => {
    const page = await as(NEWCOMER, "/setUpStore");
    await page.waitForURL(/\/setUpStore\/shopCheck$/);
    await page.getByText("新农源农业科技有限公司可以开店").waitFor();
    // no shop yet: the seller center is closed to it
    await page.goto(`${origin()}/manage/seller/goods`);
    await page.waitForURL(`${origin()}/`);

    await page.goto(`${origin()}/setUpStore/shopCheck`);
    await page.getByRole("link", { name: "填写店铺信息" }).click();
    await page.waitForURL(/\/setUpStore\/shopInfo$/);
    const form = new GeneratedForm(page);
    const values: Record<string, unknown> = {
      name: SHOP,
      logo: true,
      shopSort: "PUBLIC",
      qualifications: [{ category: "饲料", licenseNo: "鲁饲证(2025)06001", expireDate: "2030-06-30" }],
      licenseImage: true,
      contact: "陈新民",
      phone: NEWCOMER,
      region: "山东省烟台市",
      address: "莱州市文昌路188号",
      intro: "蛋鸡、肉鸡配合饲料，县域直配。",
    };
    for (const [key, value] of Object.entries(values)) await form.set(key, shop.fields[key]!, value);
    await page.getByRole("button", { name: button("提交审核") }).click();
    await form.error("feedLicenseImage").getByText("经营饲料须上传饲料生产/经营许可证").waitFor();

    await form.set("feedLicenseImage", shop.fields.feedLicenseImage!, true);
    await page.getByRole("button", { name: button("提交审核") }).click();
    await page.waitForURL(/\/setUpStore\/shopStatus\?audit=0$/);
    await page.getByText("开店申请审核中").waitFor();
    await page.locator(".move-timeline").getByText("新增").waitFor();
    await page.context().close();
  });

  it("the operator approves it from the shop queue, licence photos on its detail page", async () => {
    const page = await as("admin", "/operation/shopAudit");
    await page.getByRole("tab", { name: "审核中" }).click();
    const row = page.locator("tr.ant-table-row").filter({ hasText: SHOP });
    await row.getByRole("button", { name: button("查看") }).click();
    await page.waitForURL(/\/operation\/shopAudit\/detail\?id=\d+$/);
    // its logo, the feed licence and the business licence, for the operator to look at
    await page.locator(".ant-descriptions img").nth(2).waitFor();
    await page.goBack();
    await page.getByRole("tab", { name: "审核中" }).click();
    await row.getByRole("button", { name: button("通过") }).click();
    await (await popconfirmAtRest(page)).getByRole("button", { name: /确\s*定/ }).click();
    await page.getByText("通过成功").first().waitFor();
    await page.context().close();
  });

  it("the approved shop opens the seller center, its shop settings among it", async () => {
    // the applicant is told in its messages, which lead to the status page
    const page = await as(NEWCOMER, "/personal/messages");
    await page.locator(".message-list").getByText("您的店铺已通过审核，现已开通").waitFor();
    await page.locator(".message-list").getByRole("link", { name: "查看" }).first().click();
    await page.waitForURL(/\/setUpStore\/shopStatus\?audit=1$/);
    await page.getByText("店铺已开通").waitFor();
    await page.getByRole("link", { name: "进入卖家中心" }).click();
    await page.waitForURL(/\/manage\/seller\/goods$/);
    await page.goto(`${origin()}/manage/seller/store`);
    await page.getByText(SHOP).first().waitFor();
    expect(page.url()).toContain("/manage/seller/store");
    await page.context().close();
  });
});

// 绿野 decorates its shop: a new banner and notice on the draft, a new navigation entry, a look at the preview,
// then 发布. A visitor sees the published front before and after, never the draft.
describe("a seller decorates its shop, previews it and publishes; a visitor sees only what was published", () => {
  const SELLER = "13800000001";
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

// 质量追溯 as its users meet it: 康牧's seller publishes a veterinary drug, is told it cannot go on sale without a
// batch, records the batch with its inspection report on the goods' detail, and puts it on sale; a buyer then reads
// the batch chain and the shop's veterinary licence on the goods page.
describe("a veterinary drug's batch, from the seller's form to the buyer's goods page", { timeout: 180_000 }, () => {
  const goods = resourceByName("goods");
  const DRUG = "替米考星预混剂 20% 1kg";
  const BATCH = { batchNo: "KM20261105C", productionDate: chinaDay(-21), expiryDate: chinaDay(700), origin: "河南省郑州市中牟县", quantity: 1200, certNo: "JY20261105-017" };

  it("cannot go on sale until its batch is recorded, then goes on sale and shows its chain to buyers", async () => {
    const page = await as("13800000003", goods.menu.path);
    await page.getByRole("button", { name: /新增商品/ }).click();
    const form = new GeneratedForm(page);
    await form.set("category", goods.fields.category!, "兽药");
    // a new drug has no batch yet: the form offers 保存 only, and says what comes first
    await page.getByText(goods.saveAnd!.notOnCreate!.hint).waitFor();
    expect(await page.getByRole("button", { name: goods.saveAnd!.label }).count()).toBe(0);
    await form.set("name", goods.fields.name!, DRUG);
    await form.set("approvalNo", goods.fields.approvalNo!, "兽药字（2024）160012345");
    await form.set("unit", goods.fields.unit!, "袋");
    await form.set("skus", goods.fields.skus!, [{ spec: "1kg/袋", price: 96, stock: 400 }]);
    await form.save();
    await page.waitForURL(/\/manage\/seller\/goods$/);

    const row = tableRow(page, DRUG);
    await row.getByText("仓库中").waitFor();
    await row.getByRole("button", { name: button("上架") }).click();
    await page.getByText(NEEDS_BATCH("兽药")).waitFor();
    expect(await row.getByText("仓库中").count()).toBe(1);

    await recordBatchFromDetail(page, DRUG, BATCH);
    await page.locator(".detail-actions").getByRole("button", { name: button("上架") }).click();
    await page.getByText("上架成功").first().waitFor();
    const goodsId = Number(/show\/(\d+)/.exec(page.url())![1]);
    await page.context().close();

    const buyer = await as("13800000002", `/goodInfo?id=${goodsId}`);
    const trace = buyer.locator(".goods-trace");
    await trace.getByText(`批次号 ${BATCH.batchNo}`).waitFor();
    expect(await trace.innerText()).toContain(`有效期至 ${BATCH.expiryDate}`);
    expect(await trace.innerText()).toContain(`产地 ${BATCH.origin}`);
    expect(await trace.innerText()).toContain(`检验/检疫证明编号 ${BATCH.certNo}`);
    expect(await trace.locator(".trace-licence").innerText()).toContain("兽药经营许可证");
    await buyer.locator(".goods-attrs").getByText(`${BATCH.batchNo}（有效期至 ${BATCH.expiryDate}）`).waitFor();
    await buyer.context().close();
  });
});
