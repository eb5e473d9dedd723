import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SELLER_CENTER_MENU } from "../../src/web/layout/entry-rules";
import { OPERATOR_HOME } from "../../src/web/pages/login-landing";
import { ZONE } from "./generated-form";
import { button, codeFromOutbox, passwordLogin, registerAccount } from "./journey-steps";
import { logInOn, portalUrl } from "./portal-session";
import { runningPlatform } from "./running-platform";

// Who comes before logging in, on one platform: a stranger registering and logging in, the demo accounts logging in,
// anyone reading the procurement hall and a published notice, and a developer reading the API reference. What they
// change is their own: the account registered here (and its password), and the one draft tender the hall journey
// publishes first.

const platform = runningPlatform();
const origin = () => portalUrl("yyn", platform.server.port);

describe("accounts in the browser", () => {
  const phone = "13966668888";
  const name = "新注册牧场主";

  it("registers at /register with a code from the dev outbox, then logs in by password and sees the name", async () => {
    const page = await platform.browser.newPage();
    await registerAccount(page, origin(), { phone, name, password: "Muchang2026" });
    await page.getByRole("button", { name: /立即登录/ }).click();
    await page.waitForURL(/\/login/);
    await passwordLogin(page, origin(), phone, "Muchang2026");
    await page.waitForURL(/\/personal\/info/);
    await page.locator(".profile-name", { hasText: name }).waitFor();
    expect(await page.locator(".account-top").innerText()).toContain(name);
    await page.close();
  });

  it("logs in by SMS code", async () => {
    const context = await platform.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin()}/login?retUrl=${encodeURIComponent("/personal/info")}`);
    await page.getByRole("tab", { name: "短信登录" }).click();
    await page.getByPlaceholder("请输入手机号", { exact: true }).fill("13800000002");
    await page.getByRole("button", { name: "获取验证码" }).click();
    await page.getByRole("button", { name: /秒后重新获取/ }).waitFor();
    await page
      .getByPlaceholder("请输入短信验证码")
      .fill(await codeFromOutbox(platform.browser, origin(), "13800000002"));
    await page
      .getByRole("tabpanel", { name: "短信登录" })
      .getByRole("button", { name: /登\s*录/ })
      .click();
    await page.waitForURL(/\/personal\/info/);
    await page.locator(".profile-name", { hasText: "李春华" }).waitFor();
    await context.close();
  });

  it("shows a wrong SMS code on the code field", async () => {
    const context = await platform.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin()}/login`);
    await page.getByRole("tab", { name: "短信登录" }).click();
    await page.getByPlaceholder("请输入手机号", { exact: true }).fill("13800000003");
    await page.getByRole("button", { name: "获取验证码" }).click();
    await page.getByRole("button", { name: /秒后重新获取/ }).waitFor();
    const code = await codeFromOutbox(platform.browser, origin(), "13800000003");
    await page.getByPlaceholder("请输入短信验证码").fill(code.replace(/\d/g, (d) => String((Number(d) + 1) % 10)));
    await page
      .getByRole("tabpanel", { name: "短信登录" })
      .getByRole("button", { name: /登\s*录/ })
      .click();
    await page.getByText("验证码错误，还可尝试4次").waitFor();
    await context.close();
  });

  it("changes the password in the personal centre; the new one logs in, the old one does not", async () => {
    const context = await platform.browser.newContext();
    const page = await context.newPage();
    await passwordLogin(page, origin(), phone, "Muchang2026", "/personal/changePwd");
    await page.waitForURL(/\/personal\/changePwd/);
    await page.getByPlaceholder("请输入原密码").fill("Muchang2026");
    await page.getByPlaceholder("请输入新密码").fill("Xinmima2027");
    await page.getByPlaceholder("请再次输入新密码").fill("Xinmima2027");
    await page.getByRole("button", { name: /确认修改/ }).click();
    await page.getByText("密码已修改", { exact: false }).waitFor();
    await page.getByRole("button", { name: /退出登录/ }).click();
    await page.waitForURL(/\/login/);
    await passwordLogin(page, origin(), phone, "Muchang2026");
    await page.getByText("账号或密码错误").first().waitFor();
    await passwordLogin(page, origin(), phone, "Xinmima2027");
    await page.waitForURL(/\/personal\/info/);
    await page.locator(".profile-name", { hasText: name }).waitFor();
    await context.close();
  });
});

describe("a password login without retUrl lands where the user works", () => {
  it.each([
    ["admin", "the platform operator", OPERATOR_HOME],
    ["13800000001", "a seller with an approved shop", SELLER_CENTER_MENU],
    ["13800000002", "a purchaser", "/"],
    ["13800000005", "a personal account", "/"],
  ])("%s (%s) lands on %s", async (login, _who, path) => {
    const context = await platform.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin()}/login`);
    await page.getByPlaceholder("请输入手机号/账号").fill(login);
    await page.getByPlaceholder("请输入密码").fill("Demo@1234");
    await page.getByRole("button", { name: /登\s*录/ }).click();
    await page.waitForURL((url) => url.pathname === path);
    await context.close();
  });
});

// A purchaser publishes a tender; anyone on the portal then finds it in the procurement hall and reads
// its public notice, which the purchaser can share by QR code. Drafts and other portals' notices stay out.

const DRAFT = "驻马店仓小麦采购招标";
const STILL_DRAFT = "预混料原料维生素采购招标";
const ON_AY = "奶牛场全株青贮玉米收购招标";

async function visitor(portal = "yyn"): Promise<Page> {
  const context = await platform.browser.newContext({ timezoneId: ZONE, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`${portalUrl(portal, platform.server.port)}/entProcurement`);
  await page.waitForURL(/\/entProcurement\/home$/);
  return page;
}

/** Searches the hall by name and waits until the list shows that search's answer, not the previous one's. */
async function search(page: Page, title: string) {
  const answered = page.waitForResponse(
    (r) => r.url().includes("bidorder.open.page.list") && (r.request().postData() ?? "").includes(title),
  );
  await page.getByPlaceholder("搜索项目名称").fill(title);
  await page.getByRole("button", { name: button("搜索") }).click();
  await answered;
  await expect
    .poll(async () => {
      const items = await page.locator(".tender-item").allInnerTexts();
      return items.length
        ? items.every((t) => t.includes(title))
        : await page.getByText("暂无符合条件的采购公告").isVisible();
    })
    .toBe(true);
}

describe("the procurement hall and a published tender's public notice", () => {
  let shared = "";

  it("the purchaser publishes a draft tender and its detail screen offers the public page's QR code and link", async () => {
    const context = await platform.browser.newContext({ timezoneId: ZONE, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await logInOn(page, "yyn", platform.server.port, "13800000001", "/tendering/bids/list");
    const row = page.locator("tr.ant-table-row").filter({ hasText: DRAFT });
    await row.getByRole("button", { name: button("发布") }).click();
    await page.getByText("发布成功").first().waitFor();
    await row.getByRole("button", { name: button("查看") }).click();
    const card = page.locator(".audience-page");
    await card.getByText("已发布，任何人可通过此二维码或链接查看").waitFor();
    await expect.poll(() => card.locator("canvas").count()).toBe(1);
    shared = (await card.locator("a").first().getAttribute("href"))!;
    expect(shared).toMatch(/^\/entProcurement\/details\?id=\d+$/);
    await context.close();
  });

  it("anyone opening the shared link reads the notice with its goods lines, without logging in", async () => {
    const page = await visitor();
    await page.goto(`${portalUrl("yyn", platform.server.port)}${shared}`);
    await page.getByRole("heading", { name: DRAFT }).waitFor();
    await page.getByText("报价中", { exact: true }).first().waitFor();
    await page.getByRole("cell", { name: "饲用小麦" }).waitFor();
    await page.getByText("容重≥750g/L").waitFor();
    await page.getByText(/^剩余 /).waitFor();
    await expect.poll(() => page.locator(".tender-qr canvas").count()).toBe(1);
    await page.context().close();
  });

  it("the hall lists it among the portal's open notices, and a search finds it", async () => {
    const page = await visitor();
    await page.locator(".tender-item").first().waitFor();
    await search(page, DRAFT);
    const item = page.locator(".tender-item").filter({ hasText: DRAFT });
    await item.waitFor();
    await item.getByText("采购 饲用小麦 2000吨").waitFor();
    await item.getByRole("button", { name: button("查看详情") }).click();
    await page.waitForURL(/\/entProcurement\/details\?id=\d+$/);
    await page.getByRole("heading", { name: DRAFT }).waitFor();
    await page.context().close();
  });

  it("the hall opens on notices still taking quotes, and 全部状态 brings in the closed ones", async () => {
    const page = await visitor();
    await page.locator(".tender-item").first().waitFor();
    expect(await page.locator(".tender-item").filter({ hasText: "猪用疫苗年度询价" }).count()).toBe(0);
    await page
      .locator(".ant-select")
      .filter({ has: page.getByRole("combobox", { name: "状态" }) })
      .click();
    await page.locator(".ant-select-dropdown:visible").getByTitle("全部状态").click();
    await page.waitForURL(/status=all/);
    await page.locator(".tender-item").filter({ hasText: "猪用疫苗年度询价" }).getByText("已结束").waitFor();
    await page.context().close();
  });

  it("on a phone each notice keeps the full width for its title, the state and button below it", async () => {
    const page = await visitor();
    await page.setViewportSize({ width: 390, height: 844 });
    const first = page.locator(".tender-item").first();
    const [title, side] = await Promise.all([
      first.locator(".ant-list-item-meta-title").boundingBox(),
      first.locator(".tender-item-side").boundingBox(),
    ]);
    expect(title!.width).toBeGreaterThan(300);
    expect(side!.y).toBeGreaterThan(title!.y + title!.height);
    await page.context().close();
  });

  it("an enquiry opens at the enquiry route, a tender link to it is put right", async () => {
    const page = await visitor();
    await page.getByRole("tab", { name: "询价公告" }).click();
    const first = page.locator(".tender-item").first();
    // the tab's own answer, not the list it replaces
    await expect
      .poll(() => page.locator(".tender-item").allInnerTexts())
      .toSatisfy((items: string[]) => items.length > 0 && items.every((t) => t.startsWith("询价")));
    const title = (await first.locator(".ant-list-item-meta-title a").innerText()).trim();
    await first.getByRole("button", { name: button("查看详情") }).click();
    await page.waitForURL(/\/entProcurement\/enquiry\/details\?id=\d+$/);
    const id = new URL(page.url()).searchParams.get("id");
    await page.goto(`${portalUrl("yyn", platform.server.port)}/entProcurement/details?id=${id}`);
    await page.waitForURL(/\/entProcurement\/enquiry\/details\?id=\d+$/);
    await page.getByRole("heading", { name: title }).waitFor();
    await page.context().close();
  });

  it("drafts and other portals' notices are not in the hall, and their links lead to the 404 page", async () => {
    const page = await visitor();
    await search(page, STILL_DRAFT);
    await page.getByText("暂无符合条件的采购公告").waitFor();
    await search(page, ON_AY);
    await page.getByText("暂无符合条件的采购公告").waitFor();

    const ay = await visitor("ay");
    await search(ay, ON_AY);
    const item = ay.locator(".tender-item").filter({ hasText: ON_AY });
    await item.getByRole("button", { name: button("查看详情") }).click();
    await ay.waitForURL(/details\?id=\d+$/);
    const id = new URL(ay.url()).searchParams.get("id");
    await page.goto(`${portalUrl("yyn", platform.server.port)}/entProcurement/details?id=${id}`);
    // the spec's error catalogue: a 404 answer goes to /404
    await page.waitForURL(/\/404$/);
    await ay.context().close();
    await page.context().close();
  });
});

/** /api-docs renders the served OpenAPI document under the app's CSP, fetching nothing from elsewhere. */
describe("the API reference page", () => {
  it("lists every group, finds a call by its words and shows its fields and access", async () => {
    const yyn = origin();
    const page = await platform.browser.newPage();
    const problems: string[] = [];
    const foreign: string[] = [];
    page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
    page.on("pageerror", (e) => problems.push(e.message));
    page.on("request", (r) => !r.url().startsWith(yyn) && !r.url().startsWith("data:") && foreign.push(r.url()));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) =>
        console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    await page.goto(`${yyn}/api-docs`);
    await page.locator(".api-docs-group").first().waitFor({ timeout: 30_000 });
    const doc = await page.evaluate(async () => (await fetch("/api/openapi.json")).json());
    expect(await page.locator(".api-docs-group").count()).toBe(doc.tags.length);

    await page.getByLabel("搜索接口").fill("收货地点 新增");
    await expect.poll(() => page.locator(".ant-collapse-item").count()).toBe(1);
    await page.getByText("/gw/agri.etpbase.factory.add/1.0").click();
    await page.getByText("工厂名称").first().waitFor();
    expect(await page.locator(".api-docs-call").first().innerText()).toContain("button factory:add");
    expect(problems).toEqual([]);
    expect(foreign).toEqual([]);
    await page.close();
  });
});
