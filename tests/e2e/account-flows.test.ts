import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SELLER_CENTER_MENU } from "../../src/web/layout/entry-rules";
import { OPERATOR_HOME } from "../../src/web/pages/login-landing";
import { launchChromium } from "../helpers/chromium";
import { startServer, type RunningServer } from "../helpers/running-server";
import { codeFromOutbox, passwordLogin, registerAccount } from "./journey-steps";

let server: RunningServer;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  origin = `http://yyn.localhost:${server.port}`;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const phone = "13966668888";
const name = "新注册牧场主";

describe("accounts in the browser", () => {
  it("registers at /register with a code from the dev outbox, then logs in by password and sees the name", async () => {
    const page = await browser.newPage();
    await registerAccount(page, origin, { phone, name, password: "Muchang2026" });
    await page.getByRole("button", { name: /立即登录/ }).click();
    await page.waitForURL(/\/login/);
    await passwordLogin(page, origin, phone, "Muchang2026");
    await page.waitForURL(/\/personal\/info/);
    await page.locator(".profile-name", { hasText: name }).waitFor();
    expect(await page.locator(".account-top").innerText()).toContain(name);
    await page.close();
  });

  it("logs in by SMS code", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/login?retUrl=${encodeURIComponent("/personal/info")}`);
    await page.getByRole("tab", { name: "短信登录" }).click();
    await page.getByPlaceholder("请输入手机号", { exact: true }).fill("13800000002");
    await page.getByRole("button", { name: "获取验证码" }).click();
    await page.getByRole("button", { name: /秒后重新获取/ }).waitFor();
    await page.getByPlaceholder("请输入短信验证码").fill(await codeFromOutbox(browser, origin, "13800000002"));
    await page.getByRole("tabpanel", { name: "短信登录" }).getByRole("button", { name: /登\s*录/ }).click();
    await page.waitForURL(/\/personal\/info/);
    await page.locator(".profile-name", { hasText: "李春华" }).waitFor();
    await context.close();
  });

  it("shows a wrong SMS code on the code field", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await page.getByRole("tab", { name: "短信登录" }).click();
    await page.getByPlaceholder("请输入手机号", { exact: true }).fill("13800000003");
    await page.getByRole("button", { name: "获取验证码" }).click();
    await page.getByRole("button", { name: /秒后重新获取/ }).waitFor();
    const code = await codeFromOutbox(browser, origin, "13800000003");
    await page.getByPlaceholder("请输入短信验证码").fill(code.replace(/\d/g, (d) => String((Number(d) + 1) % 10)));
    await page.getByRole("tabpanel", { name: "短信登录" }).getByRole("button", { name: /登\s*录/ }).click();
    await page.getByText("验证码错误，还可尝试4次").waitFor();
    await context.close();
  });

  it("changes the password in the personal centre; the new one logs in, the old one does not", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await passwordLogin(page, origin, phone, "Muchang2026", "/personal/changePwd");
    await page.waitForURL(/\/personal\/changePwd/);
    await page.getByPlaceholder("请输入原密码").fill("Muchang2026");
    await page.getByPlaceholder("请输入新密码").fill("Xinmima2027");
    await page.getByPlaceholder("请再次输入新密码").fill("Xinmima2027");
    await page.getByRole("button", { name: /确认修改/ }).click();
    await page.getByText("密码已修改", { exact: false }).waitFor();
    await page.getByRole("button", { name: /退出登录/ }).click();
    await page.waitForURL(/\/login/);
    await passwordLogin(page, origin, phone, "Muchang2026");
    await page.getByText("账号或密码错误").first().waitFor();
    await passwordLogin(page, origin, phone, "Xinmima2027");
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
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await page.getByPlaceholder("请输入手机号/账号").fill(login);
    await page.getByPlaceholder("请输入密码").fill("Demo@1234");
    await page.getByRole("button", { name: /登\s*录/ }).click();
    await page.waitForURL((url) => url.pathname === path);
    await context.close();
  });
});
