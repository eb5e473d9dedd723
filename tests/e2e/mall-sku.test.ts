import { describe, expect, it } from "vitest";
import { unitPrice } from "../../src/core/sku-price";
import { mallContext, originOf } from "./mall-helpers";
import { runningPlatform } from "./running-platform";

/** A demo goods of 绿野 sold in two bag sizes with quantity tiers (src/server/db/seed/goods-skus.ts). */
type Sku = { id: number; spec: string; price: number; tiers: { from: number; price: number }[]; schemePrice?: number };

describe("buying one spec of a goods at its tier price", () => {
  const platform = runningPlatform();

  it("picks the second spec, reaches its tier, and the cart, the order page and the order charge that price", async () => {
    const origin = originOf(platform.server, "yyn");
    const ctx = await mallContext(platform.browser, origin, "13800000002");
    const page = await ctx.newPage();
    await page.goto(`${origin}/safeguard`);
    const g = await page.evaluate(async () => {
      const list = (await (await fetch("/gw/agri.sc.querygoodslist.list/1.0?search=%E7%BB%BF%E9%87%8E&pageSize=100", { headers: { systemId: "56" } })).json()).data.list;
      const id = list.find((x: { spec: string }) => x.spec.includes("等2种规格")).id;
      const res = await fetch("/gw/agri.sc.querygoods/1.0", { method: "POST", headers: { systemId: "56", "content-type": "application/json" }, body: JSON.stringify({ id }) });
      return (await res.json()).data;
    });
    const small = g.skus[1] as Sku;
    const tier = small.tiers[1]!;
    // 丰收 may also hold a price scheme of 绿野's: the order charges the lower of the two
    const charged = unitPrice(small, tier.from);
    const tag = charged === small.schemePrice ? "专享价" : "阶梯价";
    const yuan = (n: number) => `¥${n.toFixed(2)}`;

    await page.goto(`${origin}/goodInfo?id=${g.id}`);
    await page.getByRole("heading", { name: g.name }).waitFor();
    await page.locator(".sku-row").getByText(small.spec, { exact: true }).click();
    await page.getByLabel("购买数量").fill(String(tier.from));
    await page.getByLabel("购买数量").blur();
    // the tier table marks the step the quantity reaches, and the price follows it
    await expect.poll(() => page.locator(".tier-table td.on").textContent()).toBe(yuan(tier.price));
    await expect.poll(() => page.locator(".price-box .price.big").textContent()).toBe(yuan(charged));
    await page.getByRole("button", { name: "加入进货车" }).click();
    await page.getByText("已加入进货车").waitFor();

    await page.goto(`${origin}/shopCart`);
    const line = page.locator(".cart-line", { hasText: small.spec });
    await line.waitFor();
    expect(await line.textContent()).toContain(yuan(charged));
    expect(await line.textContent()).toContain(tag);
    await page.getByRole("button", { name: "去结算" }).click();
    await page.waitForURL(/\/orderSubmit$/);
    await page.getByText(small.spec).first().waitFor();
    await page.getByRole("button", { name: "提交订单" }).click();
    await page.waitForURL(/\/orderParticulars\?id=\d+/);
    const id = Number(new URL(page.url()).searchParams.get("id"));
    const order = await page.evaluate(async (id) => (await (await fetch(`/gw/agri.sc.order.detail/1.0?id=${id}`, { headers: { systemId: "56" } })).json()).data, id);
    expect(order.lines.map((l: { spec: string; price: number; quantity: number }) => [l.spec, l.price, l.quantity])).toEqual([[small.spec, charged, tier.from]]);
    await ctx.close();
  });

  it("steps the quantity of a goods sold by the load in whole multiples, and the cart keeps to them", async () => {
    const origin = originOf(platform.server, "yyn");
    const ctx = await mallContext(platform.browser, origin, "13800000002");
    const page = await ctx.newPage();
    await page.goto(`${origin}/safeguard`);
    // the demo's bulk feed goes by the tanker in 5-ton loads (src/server/db/seed/goods-makers.ts)
    const g = await page.evaluate(async () => {
      const list = (await (await fetch("/gw/agri.sc.querygoodslist.list/1.0?search=%E6%95%A3%E8%A3%85&pageSize=20", { headers: { systemId: "56" } })).json()).data.list;
      return list.find((x: { orderMultiple: number | null }) => (x.orderMultiple ?? 1) > 1);
    });
    expect(g).toMatchObject({ minOrder: 5, orderMultiple: 5 });
    await page.goto(`${origin}/goodInfo?id=${g.id}`);
    const quantity = page.getByLabel("购买数量");
    await expect.poll(() => quantity.inputValue()).toBe("5");
    await page.getByText("按5吨的整数倍订购").waitFor();
    await quantity.fill("7");
    await quantity.blur();
    await expect.poll(() => quantity.inputValue()).toBe("10");
    await page.getByRole("button", { name: "加入进货车" }).click();
    await page.getByText("已加入进货车").waitFor();

    await page.goto(`${origin}/shopCart`);
    const line = page.locator(".cart-line", { hasText: g.name });
    const inCart = line.getByLabel("数量");
    await expect.poll(() => inCart.inputValue()).toBe("10");
    await inCart.press("ArrowUp");
    await expect.poll(() => inCart.inputValue()).toBe("15");
    await ctx.close();
  });
});
