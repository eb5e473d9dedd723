import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { factory } from "../../resources/factory";
import { launchChromium } from "../helpers/chromium";
import { GeneratedForm } from "./generated-form";
import { startServer, type RunningServer } from "../helpers/running-server";

// Dotted methods, or the few plain paths the spec itself names (api/member/..., rest/cart/..., updcart).
const DOTTED = /^\/gw\/(agri\.[a-zA-Z.]+\/\d+\.\d+|api\/member\/[A-Za-z]+|rest\/cart\/[a-z.]+|updcart)$/;

async function logIn(page: Page, url: string, login: string) {
  await page.goto(`${url}/login?retUrl=${encodeURIComponent("/tendering/factory")}`);
  await page.getByPlaceholder("请输入手机号/账号").fill(login);
  await page.getByPlaceholder("请输入密码").fill("Demo@1234");
  await page.getByRole("button", { name: /登\s*录/ }).click();
  await page.waitForURL(/\/tendering\/factory/);
}

describe("a delivery place created in the browser", () => {
  let server: RunningServer;
  let browser: Browser;
  const apiCalls: Request[] = [];
  const name = `潍坊寒亭新厂${Date.now() % 10000}`;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("is created through the generated form and listed", async () => {
    const page = await browser.newPage();
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/gw/")) apiCalls.push(r);
    });
    await logIn(page, server.url, "13800000001");
    await page.getByRole("button", { name: /新\s*增/ }).click();
    await page.waitForURL(/\/tendering\/factory\/create/);
    // the list's search form shares field labels with the create form: fill inside the form
    const form = page.locator("form.resource-form");
    await form.waitFor();
    await form.getByLabel(factory.fields.name.label).fill(name);
    // 所在地区 is picked province › city › district from the region data, never typed
    await new GeneratedForm(page, form).set("region", factory.fields.region!, "山东省潍坊市寒亭区");
    await form.getByLabel(factory.fields.address.label).fill("开元街道民主街188号");
    await form.getByLabel(factory.fields.contact.label).fill("王建国");
    await form.getByLabel(factory.fields.phone.label).fill("13905361234");
    await form.getByRole("button", { name: /保\s*存/ }).click();
    await page.waitForURL(/\/tendering\/factory($|\?)/);
    await page.getByRole("cell", { name }).waitFor();
    await page.close();
  });

  it("is still there after the server restarts", async () => {
    const { dataDir, port } = server;
    await server.stop();
    server = await startServer({ dataDir, port });
    const page = await browser.newPage();
    await logIn(page, server.url, "13800000001");
    await page.getByRole("cell", { name }).waitFor();
    await page.close();
  });

  it("sent every API call to a dotted method (or a plain path the spec names) under /gw with both portal headers", () => {
    expect(apiCalls.length).toBeGreaterThan(3);
    for (const call of apiCalls) {
      const path = new URL(call.url()).pathname;
      expect(path).toMatch(DOTTED);
      const headers = call.headers();
      expect(headers.systemid).toBe("56");
      expect(headers.platformtype).toBe("YYN");
    }
  });
});
