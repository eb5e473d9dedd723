import type { Browser, Page } from "playwright-core";
import { pageAs } from "./portal-session";
import { popconfirmAtRest } from "../helpers/dialog";

type Platform = { server: { port: number }; browser: Browser };

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
export const button = (label: string) => new RegExp(`(^|\\s)${[...label].join("\\s*")}$`);

/**
 * Fills the personal centre's 实名认证 card on `page` (at /personal/info) as a person would: a wrong check character
 * first (the form refuses it), then the right number and both sides of the ID card; ends on 审核中. `from` is the
 * state the card starts in: 未认证 for a first application, 未通过 to send a turned-down one again.
 */
export async function sendRealName(page: Page, name: string, idCard: string, from: "未认证" | "未通过" = "未认证") {
  const card = page.locator(".realname-card");
  // the card shows 未认证 and its form until the person's state has loaded; a turned-down application then brings a
  // form of its own, which would drop what was typed into the first one. Typing waits for the state it expects.
  await card.locator(".ant-card-extra").getByText(from, { exact: true }).waitFor();
  await card.getByLabel("真实姓名").fill(name);
  const wrong = `${idCard.slice(0, 17)}${idCard[17] === "1" ? "2" : "1"}`;
  await card.getByLabel("身份证号").fill(wrong);
  await card.getByRole("button", { name: /提交认证|重新提交/ }).click();
  await card.getByText("身份证号校验位不正确").waitFor();
  await card.getByText("请上传身份证人像面照片").waitFor();
  await card.getByLabel("身份证号").fill(idCard);
  for (const side of ["身份证人像面", "身份证国徽面"]) {
    const item = card.locator(".ant-form-item").filter({ hasText: side });
    await item.locator('input[type="file"]').setInputFiles({ name: `${side}.png`, mimeType: "image/png", buffer: PNG });
    await item.locator("img").waitFor();
  }
  await card.getByRole("button", { name: /提交认证|重新提交/ }).click();
  await card.locator(".ant-alert").getByText("实名认证审核中").first().waitFor();
  await card.getByText("审核中", { exact: true }).waitFor();
  await card.getByText(`${idCard.slice(0, 3)}***********${idCard.slice(-4)}`).waitFor();
}

/** The operator's row of a person's waiting application, reached from the console's menu as `admin`. */
export async function realNameQueueRow(platform: Platform, name: string, idCard: string) {
  const page = await pageAs(platform, "admin", "/operation");
  await page.waitForURL(/\/operation\/\w+$/);
  await page.getByRole("menuitem", { name: "实名认证审核" }).click();
  await page.waitForURL(/\/operation\/realNameAudit$/);
  const row = page.locator(".queue-list tr.ant-table-row").filter({ hasText: name }).filter({ hasText: idCard });
  await row.waitFor();
  return { page, row };
}

/** The operator approves the person's waiting application in 实名认证审核. */
export async function approveRealName(platform: Platform, name: string, idCard: string) {
  const { page, row } = await realNameQueueRow(platform, name, idCard);
  await row.getByRole("button", { name: button("通过") }).click();
  await (await popconfirmAtRest(page)).getByRole("button", { name: /确\s*定/ }).click();
  // the decision is taken once the notice says so and the row has left the waiting list (closing the page before
  // would drop a click not yet sent)
  await page.getByText("通过成功").first().waitFor();
  await row.waitFor({ state: "detached" });
  await page.context().close();
}
