import { describe, expect, it } from "vitest";
import { goodsOf, mallContext, originOf } from "./mall-helpers";
import { runningPlatform } from "./running-platform";

// 新农 (13800000006) starts with no history and no favourites: what its lists show is what it did here
const platform = runningPlatform();

describe("a buyer's 浏览记录 and 我的收藏", () => {
  it("a goods the buyer opens is in 浏览记录 under 今天; 删除 forgets it", async () => {
    const origin = originOf(platform.server, "yyn");
    const ctx = await mallContext(platform.browser, origin, "13800000006");
    const g = await goodsOf(ctx, origin, 56, "饲料");
    const page = await ctx.newPage();
    await page.goto(`${origin}/goodInfo?id=${g.id}`);
    await page.getByRole("heading", { name: g.name }).waitFor();
    await page.goto(`${origin}/manage/order/history`);
    const today = page.locator(".shelf-day", { hasText: "今天" });
    const card = today.locator(".shelf-card", { hasText: g.name });
    await card.waitFor();
    await page.screenshot({ path: ".tmp/shelf/history.png", fullPage: true });
    await card.getByRole("button", { name: /^删\s*除$/ }).click();
    await page.getByText("暂无浏览记录").waitFor();
    await ctx.close();
  });

  it("收藏 on a goods page puts it in 我的收藏, where 取消收藏 takes it off again", async () => {
    const origin = originOf(platform.server, "yyn");
    const ctx = await mallContext(platform.browser, origin, "13800000006");
    const g = await goodsOf(ctx, origin, 56, "兽药");
    const page = await ctx.newPage();
    await page.goto(`${origin}/goodInfo?id=${g.id}`);
    await page.getByRole("button", { name: "收藏" }).click();
    await page.getByRole("button", { name: "已收藏" }).waitFor();
    await page.goto(`${origin}/manage/order/favorite`);
    const card = page.locator(".shelf-card", { hasText: g.name });
    await card.waitFor();
    expect(await page.locator(".goods-shelf-head").innerText()).toContain("共1件");
    await page.screenshot({ path: ".tmp/shelf/favorites.png", fullPage: true });
    await card.getByRole("button", { name: "取消收藏" }).click();
    await page.getByText("已取消收藏").waitFor();
    await page.getByText("还没有收藏的货品", { exact: false }).waitFor();
    await ctx.close();
  });
});
