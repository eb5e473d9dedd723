import { describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { GeneratedForm } from "./generated-form";
import { pageAs, portalUrl } from "./portal-session";
import { runningPlatform } from "./running-platform";
import { popconfirmAtRest } from "../helpers/dialog";

// A newly registered enterprise opens a shop: identity check, the shop form (its feed licence asked for because
// it deals in feed), the status page while it waits, the operator's approval, and then the seller center and a
// shop front of its own. Until then the seller center sends it home.

const platform = runningPlatform();
const NEWCOMER = "13800000006";
const SHOP = "新农源饲料直营店";
const button = (label: string) => new RegExp(`(^|\\s)${[...label].join("\\s*")}$`);
const shop = resourceByName("shop");
const as = (login: string, path: string) => pageAs(platform, login, path);
const origin = () => portalUrl("yyn", platform.server.port);

describe("opening a shop, audited by the platform operator", () => {
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
