import { describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { pageAs } from "./portal-session";
import { runningPlatform } from "./running-platform";

// 列设置 on a generated list: a tender admin hides the columns they never read, finds them hidden again on the next
// visit, and a colleague's list is not changed by it.

const platform = runningPlatform();
const bidOrder = resourceByName("bidOrder");
const budget = bidOrder.fields.budgetAmount!.label;
const factory = bidOrder.fields.factoryId!.label;
// a busy machine redraws the table in seconds, not within the default second
const SETTLES = { timeout: 10_000 };

describe("列设置 on a generated list", () => {
  it("hides two columns for this user across reloads, leaves a colleague's list whole, and 恢复默认 brings them back", async () => {
    const page = await pageAs(platform, "13800000001", bidOrder.menu.path);
    const headers = page.locator(".ant-table-thead th");
    // the console's code arrives after the page: the list is there once its rows are
    await page.locator("tr.ant-table-row").first().waitFor();
    await expect.poll(() => headers.allInnerTexts(), SETTLES).toEqual(expect.arrayContaining([budget, factory]));
    await page.getByRole("button", { name: "列设置" }).click();
    const panel = page.locator(".column-settings");
    await panel.getByRole("checkbox", { name: budget }).uncheck();
    await panel.getByRole("checkbox", { name: factory }).uncheck();
    await expect.poll(() => headers.allInnerTexts(), SETTLES).not.toContain(budget);
    expect(await headers.allInnerTexts()).not.toContain(factory);
    await page.screenshot({ path: "/tmp/column-settings.png" });

    await page.reload();
    await page.locator("tr.ant-table-row").first().waitFor();
    await expect.poll(() => headers.allInnerTexts(), SETTLES).toEqual(expect.arrayContaining([bidOrder.fields.title!.label]));
    expect(await headers.allInnerTexts()).not.toContain(budget);
    expect(await headers.allInnerTexts()).not.toContain(factory);

    const colleague = await pageAs(platform, "13800000004", bidOrder.menu.path);
    await colleague.locator("tr.ant-table-row").first().waitFor();
    expect(await colleague.locator(".ant-table-thead th").allInnerTexts()).toEqual(expect.arrayContaining([budget, factory]));
    await colleague.context().close();

    await page.getByRole("button", { name: "列设置" }).click();
    await page.locator(".column-settings").getByText("恢复默认").click();
    await expect.poll(() => headers.allInnerTexts(), SETTLES).toEqual(expect.arrayContaining([budget, factory]));
    await page.reload();
    await page.locator("tr.ant-table-row").first().waitFor();
    expect(await headers.allInnerTexts()).toEqual(expect.arrayContaining([budget, factory]));
    await page.context().close();
  });
});
