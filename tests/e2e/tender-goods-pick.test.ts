import { describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { GeneratedForm } from "./generated-form";
import { pageAs } from "./portal-session";
import { button } from "./procurement-steps";
import { runningPlatform } from "./running-platform";
import { dialogAtRest } from "../helpers/dialog";

// A purchaser starts a tender's goods lines from goods the enterprise already keeps (从商品选择): each ticked
// goods becomes a line with its name, spec and unit, the blank line the form starts with is replaced, and
// the purchaser still types the quantities, and may type a further line by hand.

const platform = runningPlatform();
const field = (key: string) => resourceByName("bidOrder").fields[key]!;

describe("goods lines picked from the enterprise's goods", () => {
  it("two goods picked become two lines named, specified and measured as kept, then saved with a typed third", async () => {
    const page = await pageAs(platform, "13800000001", "/tendering/bids/add");
    await page.getByRole("button", { name: "从商品选择" }).click();
    const dialog = await dialogAtRest(page);
    await dialog.getByPlaceholder("搜索商品名称").fill("预混料");
    await dialog.getByPlaceholder("搜索商品名称").press("Enter");
    const rows = dialog.locator(".lines-picker tr.ant-table-row");
    await expect.poll(() => rows.allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining("4% 育肥猪复合预混料")]));
    expect((await rows.allInnerTexts()).every((r) => r.includes("预混料"))).toBe(true);
    for (const name of ["4% 育肥猪复合预混料", "1% 蛋鸡复合预混料"]) await rows.filter({ hasText: name }).locator("input[type=checkbox]").check();
    await dialog.getByRole("button", { name: /添\s*加/ }).click();

    const lines = page.locator("#lines tr.lines-row");
    await expect.poll(() => lines.count()).toBe(2);
    expect(await lines.nth(0).locator("input").first().inputValue()).toBe("4% 育肥猪复合预混料 20kg/袋");
    expect(await lines.nth(0).locator("input").nth(1).inputValue()).toBe("20kg/袋");
    await lines.nth(0).getByText("袋", { exact: true }).waitFor();
    await page.getByRole("button", { name: "添加一行" }).click();
    await lines.nth(2).locator("input").first().fill("氯化胆碱");

    const form = new GeneratedForm(page);
    await form.set("title", field("title"), "预混料原料补货招标");
    await form.set("category", field("category"), "预混料");
    for (const [i, quantity] of ["20", "10", "5"].entries()) await lines.nth(i).locator("input.ant-input-number-input").first().fill(quantity);
    await lines.nth(2).locator(".ant-select").click();
    await page.locator(".ant-select-dropdown:visible").getByTitle("吨", { exact: true }).click();
    await form.set("factoryId", field("factoryId"), "潍坊饲料一厂");
    await form.set("quoteEnd", field("quoteEnd"), new Date(Date.now() + 5 * 86_400_000).toISOString());
    await form.set("contact", field("contact"), "陈志强");
    await form.set("phone", field("phone"), "13905361208");
    await page.getByRole("button", { name: /保\s*存/ }).click();
    await page.waitForURL(/\/tendering\/bids\/list(\?|$)/);
    const row = page.locator("tr.ant-table-row").filter({ hasText: "预混料原料补货招标" });
    await row.getByRole("button", { name: button("查看") }).click();
    const saved = page.locator(".detail-card").filter({ hasText: "采购明细" }).locator("tr.ant-table-row");
    await expect.poll(() => saved.allInnerTexts()).toEqual([
      expect.stringContaining("4% 育肥猪复合预混料 20kg/袋"),
      expect.stringContaining("1% 蛋鸡复合预混料 25kg/袋"),
      expect.stringContaining("氯化胆碱"),
    ]);
    await page.screenshot({ path: "/tmp/goods-pick.png", fullPage: true });
    await page.context().close();
  });
});
