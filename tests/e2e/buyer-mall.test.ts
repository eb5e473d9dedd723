import { describe, expect, it } from "vitest";
import { unitPrice } from "../../src/core/sku-price";
import { goodsOf, mallContext, originOf } from "./mall-helpers";
import { runningPlatform } from "./running-platform";
import { pickRegion } from "./region-cascader";
import { dialogAtRest } from "../helpers/dialog";

// The mall buyer on one platform: search, goods page, cart and checkout on two portals; 浏览记录 and 我的收藏; a
// 专享价 and a coupon at checkout; a spec at its tier price and a goods sold by the load. 丰收 (13800000002) buys
// throughout: its cart is empty when the file starts, the checkout journeys empty it again, and the spec journey,
// which leaves a line in it, comes last.

const platform = runningPlatform();
const yuan = (n: number) => `¥${n.toFixed(2)}`;

describe.each([
  ["yyn", 56, "饮水器"],
  ["ay", 62, "奶牛"],
])("the buyer's journey on %s", (host, systemId, search) => {
  it("searches from the header: /list?search= and the box is cleared", async () => {
    const origin = originOf(platform.server, host);
    const ctx = await mallContext(platform.browser, origin);
    const page = await ctx.newPage();
    await page.goto(`${origin}/`);
    const box = page.getByPlaceholder("请输入货品名称或店铺名称");
    await box.fill(search);
    await box.press("Enter");
    await page.waitForURL((u) => u.pathname === "/list" && u.searchParams.get("search") === search);
    await expect.poll(() => box.inputValue()).toBe("");
    // the list page's own cards: the home page's stay on screen until the list has rendered, and are no results
    const results = page.locator(".list-page .goods-card");
    await results.first().waitFor();
    expect(await results.count()).toBeGreaterThan(0);
    await ctx.close();
  });

  it("opens a goods page, adds to the cart (badge counts), submits, pays, and sees the order paid", async () => {
    const origin = originOf(platform.server, host);
    const ctx = await mallContext(platform.browser, origin, "13800000002", systemId);
    const g = await goodsOf(ctx, origin, systemId, search);
    const page = await ctx.newPage();
    await page.goto(`${origin}/goodInfo?id=${g.id}`);
    await page.getByRole("heading", { name: g.name }).waitFor();
    const badge = page.locator(".cart-badge .ant-badge-count");
    expect(await badge.count()).toBe(0);
    await page.getByRole("button", { name: "加入进货车" }).click();
    await expect.poll(() => badge.textContent()).toBe("1");
    await page.locator("button.cart-entry").click();
    await page.waitForURL(/\/shopCart$/);
    await page.getByText(g.name).first().waitFor();
    await page.getByRole("button", { name: "去结算" }).click();
    await page.waitForURL(/\/orderSubmit$/);
    // a new delivery address: the place picked province › city › district, saved into the address book
    await page.getByText("新增收货地址").first().click();
    const dialog = await dialogAtRest(page);
    await dialog.getByLabel("收货人").fill("王收货");
    await dialog.getByLabel("手机号").fill("13912345678");
    await dialog.getByLabel("所在地区").click();
    await pickRegion(page.locator(".ant-cascader-dropdown:visible"), ["河北省", "石家庄市", "长安区"]);
    await dialog.getByLabel("详细地址").fill("中山东路 88 号");
    await dialog.getByRole("button", { name: /保\s*存/ }).click();
    // the address book is the buyer's: the journey on the other portal has saved this address already
    await page.locator(".address-item").filter({ hasText: "河北省石家庄市长安区 中山东路 88 号" }).first().waitFor();
    const due = (await page.locator(".submit-bar .price.big").textContent())!;
    await page.getByRole("button", { name: "提交并支付" }).click();
    // money leaves the balance only after the buyer read the amount and agreed
    await (await dialogAtRest(page)).getByRole("button", { name: `确认支付 ${due}` }).click();
    await page.waitForURL(/\/orderParticulars\?id=\d+/);
    await expect.poll(() => page.locator(".order-status").first().textContent()).toBe("待发货");
    await page.getByText(/企业余额支付/).waitFor();
    await page.goto(`${origin}/order?status=paid`);
    await page.locator(".order-card").first().waitFor();
    expect(await page.locator(".order-card").first().textContent()).toContain(g.name);
    // the cart was emptied by the order
    expect(await page.locator(".cart-badge .ant-badge-count").count()).toBe(0);
    await ctx.close();
  });
});

// 新农 (13800000006) starts with no history and no favourites: what its lists show is what it did here
describe("a buyer's 浏览记录 and 我的收藏", () => {
  it("a goods the buyer opens is in 浏览记录 under 今天; 删除 forgets it", async () => {
    const origin = originOf(platform.server, "yyn");
    const ctx = await mallContext(platform.browser, origin, "13800000006");
    const g = await goodsOf(ctx, origin, 56, "饲料");
    const page = await ctx.newPage();
    await page.goto(`${origin}/goodInfo?id=${g.id}`);
    await page.getByRole("heading", { name: g.name }).waitFor();
    await page.goto(`${origin}/manage/order/history`);
    const card = page.locator(".shelf-day", { hasText: "今天" }).locator(".shelf-card", { hasText: g.name });
    await card.waitFor();
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
    await card.getByRole("button", { name: "取消收藏" }).click();
    await page.getByText("已取消收藏").waitFor();
    await page.getByText("还没有收藏的货品", { exact: false }).waitFor();
    await ctx.close();
  });
});

// 绿野's seeded 大客户价 gives 丰收牧业合作社 (13800000002) 95折 on its feed on the YYN portal (56)
describe("price scheme and coupon at checkout", () => {
  it("shows 13800000002 the 专享价 of a 绿野 feed goods, and picks a coupon for a discounted paid order", async () => {
    const origin = originOf(platform.server, "yyn");
    const ctx = await mallContext(platform.browser, origin, "13800000002", 56);
    const g = (await goodsOf(ctx, origin, 56, "产蛋高峰期蛋鸡配合饲料")) as Awaited<ReturnType<typeof goodsOf>> & {
      shopName: string;
    };
    expect(g.shopName).toContain("绿野");
    const page = await ctx.newPage();
    await page.goto(`${origin}/goodInfo?id=${g.id}`);
    await page.getByRole("heading", { name: g.name }).waitFor();
    // a goods of one spec: its price is its SKU's, which the 95% scheme of 丰收 lowers
    const schemePrice = Math.round(g.price * 95) / 100;
    await page.locator(".price-box .scheme-tag", { hasText: "专享价" }).waitFor();
    expect(await page.locator(".price-box .price.big").textContent()).toBe(yuan(schemePrice));
    expect(await page.locator(".price-box del.list-price").textContent()).toBe(`原价 ${yuan(g.price)}`);

    // fetch the shop's 满2000减100 coupon on the goods page, then buy enough to pass its threshold
    await page
      .locator(".coupons .coupon")
      .filter({ hasText: "满2000可用" })
      .getByRole("button", { name: "领取" })
      .click();
    await page.getByText("领取成功").waitFor();
    const quantity = Math.ceil(2000 / schemePrice) + 1;
    await page.goto(`${origin}/orderSubmit?goodsId=${g.id}&quantity=${quantity}`);
    await page.getByRole("combobox", { name: /优惠券/ }).click();
    await page.getByText("满2000减100（减¥100.00）").click();
    await page.locator(".submit-foot .discount", { hasText: "-¥100.00" }).waitFor();
    const total = (await page.locator(".submit-bar .price.big").textContent())!;
    await page.getByRole("button", { name: "提交并支付" }).click();
    await (await dialogAtRest(page)).getByRole("button", { name: `确认支付 ${total}` }).click();
    await page.waitForURL(/\/orderParticulars\?id=\d+/);
    await expect.poll(() => page.locator(".order-status").first().textContent()).toBe("待发货");
    await page.locator(".order-totals .discount", { hasText: "优惠券 -¥100.00" }).waitFor();
    expect(await page.locator(".order-totals .price.big").textContent()).toBe(total);
    await ctx.close();
  });
});

/** A demo goods of 绿野 sold in two bag sizes with quantity tiers (src/server/db/seed/goods-skus.ts). */
type Sku = { id: number; spec: string; price: number; tiers: { from: number; price: number }[]; schemePrice?: number };

describe("buying one spec of a goods at its tier price", () => {
  it("picks the second spec, reaches its tier, and the cart and the order page charge that price", async () => {
    const origin = originOf(platform.server, "yyn");
    const ctx = await mallContext(platform.browser, origin, "13800000002");
    const page = await ctx.newPage();
    await page.goto(`${origin}/safeguard`);
    const g = await page.evaluate(async () => {
      const list = (
        await (
          await fetch("/gw/agri.sc.querygoodslist.list/1.0?search=%E7%BB%BF%E9%87%8E&pageSize=100", {
            headers: { systemId: "56" },
          })
        ).json()
      ).data.list;
      const id = list.find((x: { spec: string }) => x.spec.includes("等2种规格")).id;
      const res = await fetch("/gw/agri.sc.querygoods/1.0", {
        method: "POST",
        headers: { systemId: "56", "content-type": "application/json" },
        body: JSON.stringify({ id }),
      });
      return (await res.json()).data;
    });
    const small = g.skus[1] as Sku;
    const tier = small.tiers[1]!;
    // 丰收 may also hold a price scheme of 绿野's: the order charges the lower of the two
    const charged = unitPrice(small, tier.from);
    const tag = charged === small.schemePrice ? "专享价" : "阶梯价";

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
    // the order's one line: goods, spec, unit price, quantity, amount
    const lines = page.locator(".ant-card").filter({ hasText: "货品清单" }).locator("tr.ant-table-row");
    await lines.first().waitFor();
    expect(await lines.count()).toBe(1);
    const cells = await lines.first().getByRole("cell").allInnerTexts();
    expect(cells.slice(1, 4)).toEqual([
      small.spec,
      yuan(charged),
      expect.stringMatching(new RegExp(`^${tier.from}\\D`)),
    ]);
    await ctx.close();
  });

  it("steps the quantity of a goods sold by the load in whole multiples, and the cart keeps to them", async () => {
    const origin = originOf(platform.server, "yyn");
    const ctx = await mallContext(platform.browser, origin, "13800000002");
    const page = await ctx.newPage();
    await page.goto(`${origin}/safeguard`);
    // the demo's bulk feed goes by the tanker in 5-ton loads (src/server/db/seed/goods-makers.ts)
    const g = await page.evaluate(async () => {
      const list = (
        await (
          await fetch("/gw/agri.sc.querygoodslist.list/1.0?search=%E6%95%A3%E8%A3%85&pageSize=20", {
            headers: { systemId: "56" },
          })
        ).json()
      ).data.list;
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
    const inCart = page.locator(".cart-line", { hasText: g.name }).getByLabel("数量");
    await expect.poll(() => inCart.inputValue()).toBe("10");
    await inCart.press("ArrowUp");
    await expect.poll(() => inCart.inputValue()).toBe("15");
    await ctx.close();
  });
});

// 康牧's 赵立新 (13800000003) holds every portal's tag but AY's, a portal anyone may register on: logged in there, they
// browse as a visitor would, and join the portal when they want to buy (docs/portals.md "Joining a portal")
describe("a person who has not joined an open portal", () => {
  it("browses AY without a 403, is offered to join on 加入进货车, joins, and the goods lands in the cart", async () => {
    const origin = originOf(platform.server, "ay");
    const ctx = await mallContext(platform.browser, origin, "13800000003", 62);
    const g = await goodsOf(ctx, origin, 62, "奶牛");
    const page = await ctx.newPage();
    const refused: string[] = [];
    page.on("response", (r) => void (r.status() === 403 && refused.push(r.url())));
    await page.goto(`${origin}/goodInfo?id=${g.id}`);
    await page.getByRole("heading", { name: g.name }).waitFor();
    await page.getByText("您好，赵立新").waitFor();
    const badge = page.locator(".cart-badge .ant-badge-count");
    expect(await badge.count()).toBe(0);

    await page.getByRole("button", { name: "加入进货车" }).click();
    const offer = await dialogAtRest(page);
    expect(await offer.textContent()).toContain("加入爱养牧业商城");
    // nothing the page showed so far was refused: the header's calls answer a non-member as a visitor
    expect(refused).toEqual([]);
    expect(new URL(page.url()).pathname).toBe("/goodInfo");
    await offer.getByRole("button", { name: /^加\s*入$/ }).click();
    await page.getByText("已加入进货车").waitFor();
    await expect.poll(() => badge.textContent()).toBe("1");

    await page.locator("button.cart-entry").click();
    await page.waitForURL(/\/shopCart$/);
    await page.locator(".cart-line", { hasText: g.name }).waitFor();
    await ctx.close();
  });
});
