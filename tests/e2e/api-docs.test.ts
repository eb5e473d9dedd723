import { describe, expect, it } from "vitest";
import { runningPlatform } from "./running-platform";
import { originOf } from "./mall-helpers";

/** /api-docs renders the served OpenAPI document under the app's CSP, fetching nothing from elsewhere. */
describe("the API reference page", () => {
  const platform = runningPlatform();

  it("lists every group, finds a call by its words and shows its fields and access", async () => {
    const origin = originOf(platform.server, "yyn");
    const page = await platform.browser.newPage();
    const problems: string[] = [];
    const foreign: string[] = [];
    page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
    page.on("pageerror", (e) => problems.push(e.message));
    page.on("request", (r) => !r.url().startsWith(origin) && !r.url().startsWith("data:") && foreign.push(r.url()));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) => console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI}`));
    });
    await page.goto(`${origin}/api-docs`);
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
