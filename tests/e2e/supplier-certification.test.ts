import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { pageAs } from "./portal-session";
import { button } from "./procurement-steps";
import { runningPlatform } from "./running-platform";
import { dialogAtRest, popconfirmAtRest } from "../helpers/dialog";

// The supplier on one platform: 康牧 (13800000003) applies to be certified as a purchaser too. Its quotes on a
// tender are in supplier.test.ts.

const platform = runningPlatform();
const as = (login: string, path: string) => pageAs(platform, login, path);

// A supplier applies to purchase as well, with its business licence and its unified social credit code (checked
// by its GB 32100 check character on the form); the platform operator turns the first application down with a
// reason, the supplier sends it again, and the operator approves it.

const SUPPLIER = "13800000003";
const NAME = "康牧兽药有限公司";
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const CATEGORIES = "饲料添加剂、包装材料";
/** The purchaser application the demo has 康牧 waiting with (src/server/db/seed/certifications.ts). */
const EARLIER = "兽药原料、包装材料";
const CREDIT_CODE = "91410105MA9KMHY03W";

/** The operator's queue row of the application, on the tab of `state`, reached from the console's menu. */
async function queueRow(page: Page, tab: string) {
  // the console opens on its first queue; the operator picks 企业认证审核 from the menu
  await page.goto(page.url().replace(/\/operation.*$/, "/operation"));
  await page.waitForURL(/\/operation\/\w+$/);
  await page.getByRole("menuitem", { name: "企业认证审核" }).click();
  await page.waitForURL(/\/operation\/businessAudit$/);
  // the queue it left has tabs of the same names: wait for this one's own list before picking a tab
  await page.locator(".queue-list").getByText("申请编号").first().waitFor();
  await page.locator(".queue-list").getByRole("tab", { name: tab }).click();
  await page.locator(".queue-list .ant-tabs-tab-active").getByText(tab).waitFor();
  return page.locator("tr.ant-table-row").filter({ hasText: NAME }).filter({ hasText: CATEGORIES });
}

describe("enterprise certification, audited by the platform operator", () => {
  it("the supplier applies as a purchaser from the spec's route, licence attached, its earlier waiting one withdrawn", async () => {
    const page = await as(SUPPLIER, "/entProcurement/certifiedSupplier?role=1");
    await page.getByText("采购商认证").first().waitFor();
    const licence = page.locator(".ant-form-item").filter({ hasText: "营业执照" });
    await licence
      .locator('input[type="file"]')
      .setInputFiles({ name: "营业执照.png", mimeType: "image/png", buffer: PNG });
    await licence.locator("img").waitFor();
    // a slip in the last character is caught before anything is sent
    await page.getByLabel("统一社会信用代码").fill("91410105MA9KMHY03A");
    await page.getByRole("button", { name: /保\s*存/ }).click();
    await page.getByText("统一社会信用代码校验位不正确").waitFor();
    await page.getByLabel("统一社会信用代码").fill(CREDIT_CODE);
    await page.getByLabel("经营品类").fill(CATEGORIES);
    await page.getByLabel("联系人").fill("赵立新");
    await page.getByLabel("联系电话").fill(SUPPLIER);
    await page.getByRole("button", { name: /保\s*存/ }).click();
    // one application of a kind waits at a time: its earlier one (the demo's) is still with the operator
    // said on the field it concerns (a notice may say it as well)
    await page
      .locator(".ant-form-item-explain-error")
      .getByText("贵企业已有一份待审核的同类认证申请，请等待平台审核结果或撤回后再提交")
      .waitFor();
    // it withdraws that one in another tab, and sends what it typed here again, nothing lost
    const list = await page.context().newPage();
    await list.goto(page.url().replace(/\/entProcurement\/.*$/, "/entProcurement/certification/list"));
    const earlier = list.locator("tr.ant-table-row").filter({ hasText: EARLIER }).filter({ hasText: "待审核" });
    await earlier.getByRole("button", { name: button("撤回申请") }).click();
    await (await popconfirmAtRest(list)).getByRole("button", { name: /确\s*定/ }).click();
    await list.locator("tr.ant-table-row").filter({ hasText: EARLIER }).getByText("已撤回").waitFor();
    await list.close();
    await page.getByRole("button", { name: /保\s*存/ }).click();
    await page.waitForURL(/\/entProcurement\/certification\/list(\?|$)/);
    await page.locator("tr.ant-table-row").filter({ hasText: CATEGORIES }).getByText("待审核").waitFor();
    await page.context().close();
  });

  it("the operator lands in its console, sees the application and turns it down with a reason", async () => {
    const page = await as("admin", "/operation");
    const row = await queueRow(page, "待审核");
    await row.getByRole("button", { name: button("查看") }).click();
    await page.waitForURL(/\/operation\/businessAudit\/detail\?id=\d+$/);
    // the address changes before the detail screen replaces the queue, whose rows hold the same code
    const detail = page.locator(".ant-descriptions");
    await detail.getByText(CATEGORIES).waitFor();
    await detail.getByText(CREDIT_CODE).waitFor();
    await detail.locator("img").first().waitFor();
    await page.getByRole("button", { name: button("驳回") }).click();
    const dialog = await dialogAtRest(page);
    await dialog.getByLabel("驳回原因").fill("营业执照照片不清晰，请重新上传");
    await dialog.getByRole("button", { name: /确\s*定/ }).click();
    await page.getByText("驳回成功").first().waitFor();
    await (await queueRow(page, "已驳回")).waitFor();
    await page.context().close();
  });

  it("the supplier reads the reason, sends the application again, and the operator approves it", async () => {
    const page = await as(SUPPLIER, "/entProcurement/certification/list");
    const mine = page.locator("tr.ant-table-row").filter({ hasText: CATEGORIES });
    await mine.getByText("已驳回").waitFor();
    await mine.getByRole("button", { name: button("查看") }).click();
    await page.locator(".move-timeline").getByText("驳回原因：营业执照照片不清晰，请重新上传").waitFor();
    await page.goBack();
    await mine.getByRole("button", { name: button("重新提交") }).click();
    await mine.getByText("待审核").waitFor();

    const operator = await as("admin", "/operation");
    const row = await queueRow(operator, "待审核");
    await row.getByRole("button", { name: button("通过") }).click();
    await (await popconfirmAtRest(operator)).getByRole("button", { name: /确\s*定/ }).click();
    await operator.getByText("通过成功").first().waitFor();
    await (await queueRow(operator, "已通过")).waitFor();
    await operator.context().close();

    await page.reload();
    await mine.getByText("已通过").waitFor();
    await page.context().close();
  });
});
