import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { GeneratedForm } from "./generated-form";
import { apiAs, button } from "./journey-steps";
import { pageAs, portalUrl } from "./portal-session";
import { runningPlatform } from "./running-platform";
import { popconfirmAtRest } from "../helpers/dialog";

// The seeded seller at work, 绿野 (13800000001): it decorates its shop front, previews it and publishes. Its orders
// (two shipped at once, a won auction turned into an order) are in seller-orders.test.ts; opening a shop, its
// audit, a regulated goods' batch and a return with its refund in the newcomer's journey (seller-newcomer.test.ts).

const platform = runningPlatform();
const as = (login: string, path: string) => pageAs(platform, login, path);
const origin = () => portalUrl("yyn", platform.server.port);
const SELLER = "13800000001";

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
    const slides = page.locator(
      ".store-banners .slick-slide:not(.slick-cloned) img, .store-banners > .store-slide img",
    );
    return {
      banners: await Promise.all((await slides.all()).map((img) => img.getAttribute("src"))),
      notice: (await page.locator(".store-notice-text").count())
        ? await page.locator(".store-notice-text").innerText()
        : null,
      floors: await Promise.all(
        (await page.locator("section.store-floor").all()).map((s) => s.getAttribute("aria-label")),
      ),
      nav: (await page.locator(".store-tabs a").allInnerTexts()).slice(1),
      preview: await page.getByText("预览模式").count(),
    };
  }

  /** What the mall call answers a visitor: the published front, as the page should show it. */
  async function publishedFront() {
    const res = await fetch(`${platform.server.url}/gw/agri.sc.queryshop.decoration.get/1.0`, {
      method: "POST",
      headers: { "content-type": "application/json", systemId: "56" },
      body: JSON.stringify({ shopId }),
    });
    const front = (
      (await res.json()) as {
        data: {
          banners: { image: string }[];
          notice: string;
          featured: unknown[];
          floors: { title: string }[];
          nav: { label: string }[];
        };
      }
    ).data;
    return {
      banners: front.banners.map((b) => b.image),
      notice: front.notice,
      floors: [...(front.featured.length ? ["推荐商品"] : []), ...front.floors.map((f) => f.title)],
      nav: front.nav.map((n) => n.label),
      preview: 0,
    };
  }

  async function visitorPage(path: string): Promise<Page> {
    const context = await platform.browser.newContext({
      timezoneId: "Asia/Shanghai",
      viewport: { width: 1440, height: 900 },
    });
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
    const [preview] = await Promise.all([
      page.context().waitForEvent("page"),
      page
        .locator("tr.ant-table-row")
        .first()
        .getByRole("link", { name: button("预览") })
        .click(),
    ]);
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
    const navs = (await api.post("sc.shop.decoration.nav.list", { pageSize: 50, sortField: "sort", sortOrder: "asc" }))
      .list;
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
