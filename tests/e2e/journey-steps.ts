// Steps of a user that several browser tests take: an account's API, the SMS outbox, logging in, registering.
import type { Browser, Page } from "playwright-core";
import type { RunningServer } from "../helpers/running-server";
import { resourceByName } from "../../resources";
import { GeneratedForm } from "./generated-form";

export { button } from "./procurement-steps";

/** A row of the generated list table holding that text. */
export const tableRow = (page: Page, text: string) => page.locator("tr.ant-table-row").filter({ hasText: text });

/**
 * The API as one account, straight from Node: to read what a screen does not show (a balance, a SKU's stock)
 * and for set-up. Logs in with the account's password (the demo accounts' by default) on portal 56.
 */
export async function apiAs(server: RunningServer, login: string, password = "Demo@1234") {
  const headers = { "content-type": "application/json", systemId: "56", origin: server.url };
  const res = await fetch(`${server.url}/gw/agri.usercenter.login/1.0`, {
    method: "POST",
    headers,
    body: JSON.stringify({ login, password }),
  });
  if (res.status !== 200) throw new Error(`login ${login} answered ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const answer = async (method: "GET" | "POST", path: string, payload: Record<string, unknown> = {}) => {
    const url = `${server.url}/gw/agri.${path}/1.0${method === "GET" ? `?${new URLSearchParams(payload as Record<string, string>)}` : ""}`;
    const r = await fetch(url, {
      method,
      headers: { ...headers, cookie },
      body: method === "POST" ? JSON.stringify(payload) : undefined,
    });
    return { status: r.status, body: (await r.json()) as { data: any } };
  };
  const call = async (method: "GET" | "POST", path: string, payload: Record<string, unknown> = {}) => {
    const { status, body } = await answer(method, path, payload);
    if (status !== 200) throw new Error(`${path} answered ${status}: ${JSON.stringify(body)}`);
    return body.data;
  };
  return {
    get: (path: string, q?: Record<string, unknown>) => call("GET", path, q),
    post: (path: string, b?: Record<string, unknown>) => call("POST", path, b),
    /** A POST whose refusal is expected: its status and envelope, never a throw. */
    ask: (path: string, b?: Record<string, unknown>) => answer("POST", path, b),
  };
}

/** The newest SMS code sent to a phone, read from the development outbox page (/dev/sms): the step with no UI of its own. */
export async function codeFromOutbox(browser: Browser, origin: string, phone: string): Promise<string> {
  const page = await browser.newPage();
  await page.goto(`${origin}/dev/sms`);
  const row = page.getByRole("row").filter({ hasText: phone }).first();
  await row.waitFor();
  const code = (await row.innerText()).match(/验证码为(\d{6})/)?.[1];
  await page.close();
  if (!code) throw new Error(`no code for ${phone} in the outbox`);
  return code;
}

/** Logs in through the /login form by password, on to `retUrl`. */
export async function passwordLogin(
  page: Page,
  origin: string,
  login: string,
  password: string,
  retUrl = "/personal/info",
) {
  await page.goto(`${origin}/login?retUrl=${encodeURIComponent(retUrl)}`);
  await page.getByPlaceholder("请输入手机号/账号").fill(login);
  await page.getByPlaceholder("请输入密码").fill(password);
  await page.getByRole("button", { name: /登\s*录/ }).click();
}

/** Registers a new account at /register: phone, the code from the outbox, name and password, up to 注册成功. */
export async function registerAccount(
  page: Page,
  origin: string,
  account: { phone: string; name: string; password: string },
) {
  await page.goto(`${origin}/register`);
  await page.getByPlaceholder("请输入手机号", { exact: true }).fill(account.phone);
  await page.getByRole("button", { name: "获取验证码" }).click();
  await page.getByRole("button", { name: /秒后重新获取/ }).waitFor();
  await page
    .getByPlaceholder("请输入短信验证码")
    .fill(await codeFromOutbox(page.context().browser()!, origin, account.phone));
  await page.getByRole("button", { name: /下一步/ }).click();
  await page.getByPlaceholder("请输入您的姓名或昵称").fill(account.name);
  await page.getByPlaceholder("请设置登录密码").fill(account.password);
  await page.getByPlaceholder("请再次输入密码").fill(account.password);
  await page.getByRole("button", { name: /完成注册/ }).click();
  // the steps bar names 注册成功 from the start: the result's own title says the account exists
  await page.locator(".ant-result-title", { hasText: /^注册成功$/ }).waitFor();
}

/**
 * From 注册成功: 登录后注册企业, the /login form, then /entRegister with the enterprise's name and credit code as a
 * purchaser and supplier (which applies for both certifications, with a licence and categories), up to its
 * information page naming the new account its administrator.
 */
export async function registerEnterprise(
  page: Page,
  account: { phone: string; password: string },
  enterprise: { name: string; creditCode: string },
) {
  await page.getByRole("button", { name: "登录后注册企业" }).click();
  await page.waitForURL(/\/login\?retUrl=%2FentRegister$/);
  await page.getByPlaceholder("请输入手机号/账号").fill(account.phone);
  await page.getByPlaceholder("请输入密码").fill(account.password);
  await page.getByRole("button", { name: /登\s*录/ }).click();
  await page.waitForURL(/\/entRegister$/);
  await page.getByLabel("企业名称").fill(enterprise.name);
  await page.getByLabel("统一社会信用代码").fill(enterprise.creditCode);
  await page.getByLabel("采购商和供应商").check();
  // the business role is applied for: the operator audits the licence and the categories it deals in
  const application = new GeneratedForm(page, page.locator("form.ent-register-form"));
  const certification = resourceByName("certification");
  await application.set("licenseImage", certification.fields.licenseImage!, true);
  await application.set("categories", certification.fields.categories!, "饲料、预混料");
  await page.getByRole("button", { name: /提\s*交\s*注\s*册/ }).click();
  await page.waitForURL(/\/personal\/entInfo$/);
  await page.getByText(enterprise.name).first().waitFor();
  await page.getByText("企业管理员").first().waitFor();
}
