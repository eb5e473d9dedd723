import type { Browser, Page } from "playwright-core";
import { resourceByName } from "../../resources";
import { GeneratedForm } from "./generated-form";
import { button, tableRow } from "./journey-steps";
import { pageAs } from "./portal-session";
import { popconfirmAtRest } from "../helpers/dialog";

type Platform = { server: { port: number }; browser: Browser };

/**
 * Fills 免费开店's shop form (at /setUpStore/shopInfo) with `values` and submits it: a feed shop is first told its
 * feed licence is missing, then sends it too; ends on the status page, 审核中.
 */
export async function applyForShop(page: Page, values: Record<string, unknown>) {
  const form = new GeneratedForm(page);
  const shop = resourceByName("shop");
  for (const [key, value] of Object.entries(values)) await form.set(key, shop.fields[key]!, value);
  await page.getByRole("button", { name: button("提交审核") }).click();
  await form.error("feedLicenseImage").getByText("经营饲料须上传饲料生产/经营许可证").waitFor();
  await form.set("feedLicenseImage", shop.fields.feedLicenseImage!, true);
  await page.getByRole("button", { name: button("提交审核") }).click();
  await page.waitForURL(/\/setUpStore\/shopStatus\?audit=0$/);
  await page.getByText("开店申请审核中").waitFor();
  await page.locator(".move-timeline").getByText("新增").waitFor();
}

/** The operator approves the shop named `name` in its audit queue, after looking at its licence photos. */
export async function approveShop(platform: Platform, name: string) {
  const page = await pageAs(platform, "admin", "/operation/shopAudit");
  await page.getByRole("tab", { name: "审核中" }).click();
  await tableRow(page, name)
    .getByRole("button", { name: button("查看") })
    .click();
  await page.waitForURL(/\/operation\/shopAudit\/detail\?id=\d+$/);
  // its logo, the feed licence and the business licence, for the operator to look at
  await page.locator(".ant-descriptions img").nth(2).waitFor();
  await page.goBack();
  await page.getByRole("tab", { name: "审核中" }).click();
  await tableRow(page, name)
    .getByRole("button", { name: button("通过") })
    .click();
  await (await popconfirmAtRest(page)).getByRole("button", { name: button("确定") }).click();
  await page.getByText("通过成功").first().waitFor();
  await page.context().close();
}

/** A visitor's view of a shop just opened, at `url`: its name, slogan and notice, and no goods on sale yet. */
export async function expectNewShopFront(
  browser: Browser,
  url: string,
  shop: { name: string; slogan: string; notice: string },
) {
  const visitor = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await visitor.goto(url);
  await visitor.getByRole("heading", { name: shop.name }).waitFor();
  await visitor.locator(".store-slogan").getByText(shop.slogan).waitFor();
  await visitor.locator(".store-notice-text").getByText(shop.notice).waitFor();
  // nothing is on sale yet: the front says so rather than showing an empty heading
  await visitor.getByText("店铺暂无在售商品").waitFor();
  await visitor.context().close();
}
