import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { popconfirmAtRest } from "../helpers/dialog";
import { GeneratedForm } from "./generated-form";
import { apiAs, button, passwordLogin, registerAccount, registerEnterprise, tableRow } from "./journey-steps";
import { portalUrl } from "./portal-session";
import { runningPlatform } from "./running-platform";

// A brand-new enterprise has staff (issue 34's "done when"): its administrator registers it, makes a role, and
// invites a person by phone with that role; the person registers with the phone, meets the invitation on logging
// in, joins, switches to the enterprise and works with the role's grants; the administrator is told, and 停用 ends it.

const platform = runningPlatform();
const origin = () => portalUrl("yyn", platform.server.port);
const ADMIN = { phone: "13977770021", name: "孔德明", password: "Deming2026" };
const ENTERPRISE = { name: "德明养殖专业合作社", creditCode: "93370700MA3DM0021H" };
const STAFF = { phone: "13977770022", name: "魏小禾", password: "Xiaohe2026" };
const ROLE = "仓储专员";
const employee = resourceByName("employee");
const role = resourceByName("role");

const tabs: Page[] = [];
async function tab(): Promise<Page> {
  const page = await (
    await platform.browser.newContext({ timezoneId: "Asia/Shanghai", viewport: { width: 1440, height: 900 } })
  ).newPage();
  page.setDefaultTimeout(20_000);
  tabs.push(page);
  return page;
}
afterAll(async () => {
  for (const page of tabs) await page.context().close();
});

describe("a new enterprise invites staff by phone, with a role", { timeout: 180_000 }, () => {
  let admin: Page;
  let staff: Page;

  it("the administrator registers the enterprise and makes a role that holds the delivery places", async () => {
    admin = await tab();
    await registerAccount(admin, origin(), ADMIN);
    await registerEnterprise(admin, ADMIN, ENTERPRISE);
    await admin.goto(`${origin()}/tendering/role/create`);
    const form = new GeneratedForm(admin, admin.locator("form.resource-form"));
    await form.set("name", role.fields.name!, ROLE);
    await form.save();
    await admin.waitForURL(/\/tendering\/role($|\?)/);
    await tableRow(admin, ROLE).waitFor();
    // the role's grants, as its 权限设置 saves them (the tree is walked in purchaser-admin.test.ts)
    const api = await apiAs(platform.server, ADMIN.phone, ADMIN.password);
    const { list } = await api.post("etpbase.permission.role.list", { name: ROLE });
    await api.post("etpbase.permission.role.grant.save", {
      roleId: list[0].id,
      menus: ["/tendering/factory"],
      buttons: ["factory:add"],
    });
  });

  it("invites the person's phone with the role: the employee waits as 待加入", async () => {
    await admin.goto(`${origin()}/tendering/employee/create`);
    const form = new GeneratedForm(admin, admin.locator("form.resource-form"));
    await form.set("name", employee.fields.name!, STAFF.name);
    await form.set("phone", employee.fields.phone!, STAFF.phone);
    await form.set("roleIds", employee.fields.roleIds!, [ROLE]);
    await form.save();
    await admin.waitForURL(/\/tendering\/employee($|\?)/);
    await tableRow(admin, STAFF.name).getByText("待加入").waitFor();
    expect(await tableRow(admin, STAFF.name).innerText()).toContain(ROLE);
  });

  it("the person registers with that phone, meets the invitation on logging in and joins", async () => {
    staff = await tab();
    await registerAccount(staff, origin(), STAFF);
    await passwordLogin(staff, origin(), STAFF.phone, STAFF.password, "/personal/info");
    const prompt = staff.locator(".person-prompt");
    const invitation = prompt.locator(".person-answer").filter({ hasText: ENTERPRISE.name });
    await invitation.waitFor();
    expect(await prompt.locator(".ant-modal-title").innerText()).toBe("企业邀请");
    await invitation.getByRole("button", { name: button("加入") }).click();
    await invitation.waitFor({ state: "detached" });
  });

  it("switches to the enterprise and works with the role's grants, and nothing more", async () => {
    await staff.goto(`${origin()}/personal/entChange`);
    const item = staff.locator(".ant-list-item").filter({ hasText: ENTERPRISE.name });
    await item.getByText("企业员工").waitFor();
    await item.getByRole("button", { name: "切换到此企业" }).click();
    await staff.getByText("已切换企业身份").waitFor();
    await staff.goto(`${origin()}/tendering/factory`);
    await staff.getByRole("button", { name: /新\s*增/ }).waitFor();
    await staff.goto(`${origin()}/tendering/employee`);
    await staff.getByText("您没有查看权限").first().waitFor();
  });

  it("the administrator is told, sees the employee 启用, and 停用 ends the person's access at once", async () => {
    const api = await apiAs(platform.server, ADMIN.phone, ADMIN.password);
    const { list } = await api.get("sc.message.my.list", { pageSize: 20 });
    expect(list.map((m: { title: string }) => m.title)).toContain(`${STAFF.name}已接受邀请，加入了企业`);
    await admin.goto(`${origin()}/tendering/employee`);
    const row = tableRow(admin, STAFF.name);
    await row.getByText("启用").waitFor();
    await row.getByRole("button", { name: button("停用") }).click();
    await (await popconfirmAtRest(admin)).getByRole("button", { name: button("确定") }).click();
    await row.getByText("停用").first().waitFor();
    await staff.goto(`${origin()}/tendering/factory`);
    await staff.waitForURL(/\/login/);
  });
});
