import { describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { GeneratedForm } from "./generated-form";
import { pageAs } from "./portal-session";
import { button } from "./procurement-steps";
import { runningPlatform } from "./running-platform";
import { dialogAtRest } from "../helpers/dialog";

// A buyer publishes its two-line mall bid (竞价); two sellers with an audited 竞价业务 offer on it from the mall
// home's 竞价专区, one on both lines, one on the second only; the buyer compares the offers below the bid and
// splits it: the first line to one seller, the second to the other. Each accept makes an unpaid order at the
// offered prices, in the buyer's 我的订单 and that seller's order list; the bid ends with its last line won
// (docs/mall-bids.md).

const platform = runningPlatform();
const BID = "奶牛场乳房炎药品竞价";
const BUYER = "13800000002";
// per line of the bid: [unit price, quantity], or null when the seller leaves the line blank
const SELLERS = [
  { login: "13800000001", name: "绿野饲料有限公司", lines: [null, ["16.50", "20"]], total: "¥330.00" },
  { login: "13800000003", name: "康牧兽药有限公司", lines: [["9.20", "50"], ["17.00", "20"]], total: "¥800.00" },
] as const;
const field = (key: string) => resourceByName("bidQuote").fields[key]!;
let detail = "";

describe("a mall bid receives two offers and one becomes an order", () => {
  it("the buyer publishes its bid", async () => {
    const page = await pageAs(platform, BUYER, "/tendering/list");
    const row = page.locator("tr.ant-table-row").filter({ hasText: BID });
    // the first screen of a fresh platform may take a while on a busy machine
    await row.waitFor({ timeout: 40_000 });
    await row.getByRole("button", { name: button("发布") }).click();
    await row.getByText("竞价中").waitFor();
    await row.getByRole("button", { name: button("查看") }).click();
    await page.waitForURL(/\/tendering\/detail\?id=\d+$/);
    detail = new URL(page.url()).pathname + new URL(page.url()).search;
    await page.context().close();
  });

  it("two sellers offer on it from the mall home's 竞价专区, line by line", async () => {
    for (const s of SELLERS) {
      const page = await pageAs(platform, s.login, "/");
      await page.locator(".home-bids").getByRole("link", { name: BID }).click();
      await page.waitForURL(/\/tendering\/offer\/add\?bidId=\d+$/);
      const form = new GeneratedForm(page);
      // the bid is filled in from the link, its lines laid out to answer
      await form.item("bidId").getByText(BID).waitFor();
      const rows = page.locator('[id="lines"] tbody tr.lines-row');
      await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(2);
      for (const [i, line] of s.lines.entries()) {
        if (!line) continue;
        await form.set(`lines_${i}_goodsId`, field("lines").lines!.goodsId!, 0);
        await form.set(`lines_${i}_unitPrice`, field("lines").lines!.unitPrice!, line[0]);
        await form.set(`lines_${i}_supplyQuantity`, field("lines").lines!.supplyQuantity!, line[1]);
      }
      await form.set("deliveryDate", field("deliveryDate"), new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10));
      if (s.login === "13800000001") await page.screenshot({ path: "/tmp/mall-bid-offer-form.png", fullPage: true });
      await page.getByRole("button", { name: /保\s*存/ }).click();
      await page.waitForURL(/\/tendering\/offer\/list(\?|$)/);
      await page.locator("tr.ant-table-row").filter({ hasText: BID }).getByText("已报价").waitFor();
      await page.context().close();
    }
  });

  it("the buyer splits the bid: the first line to 康牧, the second to 绿野, each an order at the offered prices", async () => {
    const page = await pageAs(platform, BUYER, detail);
    const offers = page.locator(".answer-rows tr.ant-table-row");
    await expect.poll(() => offers.count(), { timeout: 20_000 }).toBe(2);
    for (const s of SELLERS) await offers.filter({ hasText: s.name }).getByText(s.total).waitFor();
    // the comparison marks the lower price of the line both offered on
    await page.locator(".answer-comparison").getByText("最低").first().waitFor();
    await page.screenshot({ path: "/tmp/mall-bid-detail-offers.png", fullPage: true });

    const accept = async (seller: string, keep: string) => {
      await offers.filter({ hasText: seller }).getByRole("button", { name: button("接受报价") }).click();
      const dialog = await dialogAtRest(page);
      const boxes = dialog.locator(".picks-input label.ant-checkbox-wrapper");
      await boxes.first().waitFor();
      // every offered line starts ticked; untick all but the one to keep
      for (let i = 0; i < (await boxes.count()); i += 1) {
        if (!(await boxes.nth(i).locator(".pick-title").innerText()).startsWith(keep)) await boxes.nth(i).click();
      }
      await page.screenshot({ path: "/tmp/mall-bid-accept-dialog.png", fullPage: true });
      await dialog.getByRole("button", { name: /确\s*定/ }).click();
      await dialog.waitFor({ state: "hidden" });
    };
    // 绿野 left the first line blank: its dialog offers only the second
    await accept(SELLERS[1].name, "头孢喹肟乳房注入剂");
    const kangmu = offers.filter({ hasText: SELLERS[1].name });
    await kangmu.getByText("已接受·已下单").waitFor({ timeout: 20_000 });
    await page.getByText("竞价中").first().waitFor();
    await accept(SELLERS[0].name, "碘甘油乳头药浴液");
    const lvye = offers.filter({ hasText: SELLERS[0].name });
    await lvye.getByText("已接受·已下单").waitFor({ timeout: 20_000 });
    const orderNo = async (row: typeof lvye) => (await row.locator("td").filter({ hasText: /^\d{20}$/ }).innerText()).trim();
    const [first, second] = [await orderNo(kangmu), await orderNo(lvye)];
    await page.goto(new URL(detail, page.url()).toString());
    await page.getByText("已结束").first().waitFor();
    await expect.poll(() => page.locator(".answer-comparison .ant-tag").filter({ hasText: /^已接受$/ }).count(), { timeout: 10_000 }).toBe(2);

    await page.goto(new URL("/manage/order/index", page.url()).toString());
    for (const no of [first, second]) await page.getByText(no).first().waitFor();
    await page.context().close();

    // 康牧's order holds its first line only: 50 × ¥9.20
    const seller = await pageAs(platform, SELLERS[1].login, "/manage/seller/order");
    await seller.locator("tr.ant-table-row").filter({ hasText: first }).getByText("¥460.00").first().waitFor();
    await seller.context().close();
  });
});
