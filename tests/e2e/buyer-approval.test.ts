import { describe, expect, it } from "vitest";
import { creditLine } from "../../resources/credit-line";
import { apiAs, tableRow as row } from "./journey-steps";
import { pageAs } from "./portal-session";
import { runningPlatform } from "./running-platform";
import { dialogAtRest, popconfirmAtRest } from "../helpers/dialog";
import { pickRegion } from "./region-cascader";

// 审批与预算 as 丰收's people meet it in the browser (docs/b2b-controls.md): 马建军 (13800000008) orders beyond his
// ¥5,000 single-order limit; 高秀英 (13800000009) passes it at 初审 from 我的审批; 李春华 (13800000002) approves it at
// 终审; he pays it. The rules themselves are in the generated screens' walk (审批规则).

const platform = runningPlatform();
const ORDERER = "13800000008";

/** A 绿野 goods on YYN with stock for an order of ¥6,000 or more, and the quantity that makes it. */
async function bigOrderGoods() {
  const buyer = await apiAs(platform.server, ORDERER);
  const { list } = await buyer.get("sc.querygoodslist.list", { search: "饲料", pageSize: 50 });
  const g = (list as { id: number; name: string; price: number; stock: number; minOrder?: number }[]).find(
    (x) => x.price > 0 && x.stock * x.price > 20_000 && (x.minOrder ?? 1) === 1,
  )!;
  return { goods: g, quantity: Math.ceil(6_000 / g.price) };
}

describe("an order beyond its buyer's approval rule", () => {
  let orderNo = "";

  it("the buyer submits it from the goods page and is told it went to approval; its page says who decides", async () => {
    const { goods, quantity } = await bigOrderGoods();
    const page = await pageAs(platform, ORDERER, `/goodInfo?id=${goods.id}`);
    await page.getByRole("heading", { name: goods.name }).waitFor();
    const amount = page.getByLabel("购买数量");
    await amount.fill(String(quantity));
    await amount.blur();
    await page.getByRole("button", { name: "立即订购" }).click();
    await page.waitForURL(/\/orderSubmit\?/);
    await page.getByText("新增收货地址").first().click();
    const dialog = await dialogAtRest(page);
    await dialog.getByLabel("收货人").fill("马建军");
    await dialog.getByLabel("手机号").fill(ORDERER);
    await dialog.getByLabel("所在地区").click();
    await pickRegion(page.locator(".ant-cascader-dropdown:visible"), ["河北省", "保定市", "竞秀区"]);
    await dialog.getByLabel("详细地址").fill("丰收牧业合作社 东门饲料仓库");
    await dialog.getByRole("button", { name: /保\s*存/ }).click();
    await page.locator(".address-item").filter({ hasText: "东门饲料仓库" }).first().waitFor();
    // said before anything is submitted, from the rule as it stands
    await page.getByText("1笔订单超出单笔限额 ¥5,000.00，提交后需采购审批，审批通过后再付款").waitFor();
    await page.getByRole("button", { name: "提交订单" }).click();
    await page.getByText("1笔订单超出采购审批规则，已提交审批，审批通过后请在我的订单中付款").waitFor();
    await page.waitForURL(/\/orderParticulars\?id=\d+/);
    await expect.poll(() => page.locator(".order-status").first().textContent()).toBe("待审批");
    const notice = page.locator(".order-approval");
    await expect.poll(() => notice.textContent()).toContain("超出单笔限额 ¥5,000.00，待初审，审批通过后方可付款");
    const id = new URL(page.url()).searchParams.get("id")!;
    orderNo = (await (await apiAs(platform.server, ORDERER)).get("sc.order.detail", { id })).orderNo;
    await page.context().close();
  });

  it("the first approver passes it from 我的审批 and the final approver approves it", async () => {
    for (const [login, button] of [
      ["13800000009", "初审通过"],
      ["13800000002", "审批通过"],
    ] as const) {
      const page = await pageAs(platform, login, "/manage/order/approval");
      const mine = row(page, orderNo);
      await mine.getByText("去处理").click();
      await page.waitForURL(/\/manage\/order\/approval\/detail\?id=\d+/);
      await page.getByText("本月剩余(元)").first().waitFor();
      await page.getByRole("button", { name: button }).click();
      await (await popconfirmAtRest(page)).getByRole("button", { name: /确\s*定/ }).click();
      // decided, it is no longer this approver's to decide
      await page.getByText(`${button}成功`).waitFor();
      await page.context().close();
    }
  });

  it("the buyer finds it 待付款 among his orders and pays it", async () => {
    const page = await pageAs(platform, ORDERER, "/manage/order/approval/mine");
    await row(page, orderNo).getByText("查看").click();
    await page.getByRole("link", { name: "查看订单" }).click();
    await page.waitForURL(/\/orderParticulars\?id=\d+/);
    await expect.poll(() => page.locator(".order-status").first().textContent()).toBe("待付款");
    await page.getByText("该订单已通过采购审批").waitFor();
    await page
      .getByRole("button", { name: /^(立即)?(支付|付款)$/ })
      .first()
      .click();
    await (await dialogAtRest(page)).getByRole("button", { name: /^确认支付/ }).click();
    await expect.poll(() => page.locator(".order-status").first().textContent()).toBe("待发货");
    await page.context().close();
  });
});

// the rows other enterprises keep for 丰收 as their buyer: 绿野's line of credit, read on 丰收's own console
describe("我的授信 (13800000002, 丰收 as 绿野's buyer)", () => {
  const buyer = creditLine.audiences!.buyer!;

  it("lists the lines sellers granted it on this portal, and opens one with its 额度, what is left and the seller", async () => {
    // the figures as the server keeps them: 丰收 has paid two of 绿野's orders on the line
    const { list } = await (await apiAs(platform.server, "13800000002")).post("sc.credit.line.my.list", {
      pageSize: 10,
    });
    const [mine] = list as { limitAmount: number; usedAmount: number }[];
    expect(mine!.usedAmount).toBeGreaterThan(0);
    const money = (n: number) => n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const page = await pageAs(platform, "13800000002", buyer.menu!.path);
    const line = row(page, "绿野饲料有限公司");
    await line.waitFor();
    // 绿野's line on AY is read on AY; none other lends to 丰收 here
    expect(await page.locator("tr.ant-table-row").count()).toBe(1);
    expect(await line.innerText()).toContain(money(mine!.limitAmount));
    expect(await line.innerText()).toContain(money(mine!.usedAmount));
    await line.getByRole("button", { name: /查\s*看/ }).click();
    await page.waitForURL(/\/tendering\/credit\/detail\?id=\d+/);
    const details = page.locator(".ant-descriptions");
    for (const text of ["绿野饲料有限公司", money(mine!.limitAmount), "正常"])
      await details.getByText(text).first().waitFor();
    await page.context().close();
  });

  it("pays an order of 绿野's on the line (账期支付) from the order's page, and the line's 已用 grows by it", async () => {
    const api = await apiAs(platform.server, "13800000002");
    const owed = async () =>
      ((await api.post("sc.credit.line.my.list", { pageSize: 10 })).list[0] as { usedAmount: number }).usedAmount;
    const before = await owed();
    const { list } = await api.get("sc.querygoodslist.list", { search: "绿野", pageSize: 50 });
    const cheap = (list as { id: number; price: number; minOrder?: number }[]).find(
      (x) => x.price > 0 && x.price < 1_000 && (x.minOrder ?? 1) === 1,
    )!;
    const made = await api.post("sc.order.save", {
      submitKey: `credit${Date.now().toString(36)}abcdef`,
      address: { name: "李春华", phone: "13800000002", region: "河北省保定市定州市", detail: "东门仓库" },
      goodsId: cheap.id,
      quantity: 1,
    });
    const { id } = made.list[0] as { id: number };
    const { total } = (await api.get("sc.order.detail", { id })) as { total: number };
    const page = await pageAs(platform, "13800000002", `/orderParticulars?id=${id}`);
    await page
      .getByRole("button", { name: /^(立即)?(支付|付款)$/ })
      .first()
      .click();
    const dialog = await dialogAtRest(page);
    await dialog.getByRole("radio", { name: /账期支付/ }).check();
    await dialog.getByRole("button", { name: /^确认支付/ }).click();
    await expect.poll(() => page.locator(".order-status").first().textContent()).toBe("待发货");
    await expect.poll(owed).toBeCloseTo(before + Number(total), 2);
    await page.context().close();
  });
});
