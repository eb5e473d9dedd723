import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { bidOrder } from "../../resources/bid-order";
import { factory } from "../../resources/factory";
import { makerOf } from "../helpers/row-makers";
import { httpRowApi } from "./row-api";
import { GeneratedForm } from "./generated-form";
import { logInOn, pageAs, portalUrl } from "./portal-session";
import { runningPlatform, startPlatform } from "./running-platform";
import { popupAtRest } from "../helpers/dialog";
import { PURCHASE_GRANTS, PURCHASE_MENU, purchaseRefusal } from "../../src/core/purchase-grants";
import { apiAs } from "./journey-steps";

// The enterprise administrator of 绿野 (13800000001) on one platform: grants a button to a role, sets the columns of
// a list for itself, points its webhook at a receiver, and creates a delivery place that outlives a restart. The
// restart is the last journey: it stops this file's server and starts it again on the same data dir and port.

// the platform started below inherits it: its worker may send to the webhook journey's receiver on 127.0.0.1
process.env.WEBHOOK_ALLOW_PRIVATE = "1";
const platform = runningPlatform();
const ADMIN = "13800000001";
const STAFF = "13800000004";

describe("an administrator grants bidOrder:add and purchase:buyIntent, and the employee gets the buttons (13800000004)", () => {
  const CREATE = new RegExp(`新增${bidOrder.label}`);
  const INTENT = PURCHASE_GRANTS.buyIntent;
  // the goods page's button to the buy intent's create form, as its declaration labels it
  const INTENT_OFFER = resourceByName("buyIntent").audiences!.buyer!.create!.label;
  let staff: Page;
  let goodsPage: Page;

  // that the server refuses a create or an intent without the grant is tests/server/permissions.test.ts and purchase-grants.test.ts
  it("the employee sees the tender list without the create button, and 采购意向 held back on another shop's goods", async () => {
    const context = await platform.browser.newContext();
    staff = await context.newPage();
    await logInOn(staff, "yyn", platform.server.port, STAFF, bidOrder.menu.path);
    await staff
      .getByRole("cell", { name: /报价中|草稿|已挂起|已结束/ })
      .first()
      .waitFor();
    expect(await staff.getByRole("button", { name: CREATE }).count()).toBe(0);
    const { list } = await (await apiAs(platform.server, STAFF)).get("sc.querygoodslist.list", {
      search: "康牧",
      pageSize: 5,
    });
    goodsPage = await context.newPage();
    await goodsPage.goto(`${portalUrl("yyn", platform.server.port)}/goodInfo?id=${list[0].id}`);
    await goodsPage.getByLabel(purchaseRefusal("buyIntent")).getByRole("button", { name: INTENT_OFFER }).waitFor();
    expect(await goodsPage.getByRole("button", { name: INTENT_OFFER }).isDisabled()).toBe(true);
  });

  it("the administrator ticks 新增 in the role's button tree on /tendering/role/detail and saves", async () => {
    const admin = await (await platform.browser.newContext()).newPage();
    await logInOn(admin, "yyn", platform.server.port, ADMIN, "/tendering/role");
    await admin
      .getByRole("row", { name: /招标专员/ })
      .getByRole("button", { name: "权限设置" })
      .click();
    await admin.waitForURL(/\/tendering\/role\/detail\?id=\d+/);
    // the mall's purchase codes sit in their own branch, 商城采购, after the shells
    for (const code of ["bidOrder:add", INTENT.code]) {
      const node = admin.getByTestId("button-tree").locator(".ant-tree-treenode", { hasText: code });
      await node.waitFor();
      await node.locator(".ant-tree-checkbox").click();
      await node.locator(".ant-tree-checkbox-checked").waitFor();
    }
    await admin.getByTestId("button-tree").getByText(PURCHASE_MENU.label).waitFor();
    await admin.getByRole("button", { name: /保\s*存/ }).click();
    await admin.getByText("权限已保存").waitFor();
    await admin.context().close();
  });

  it("after a reload the employee sees the create button and may send a buy intent", async () => {
    await staff.reload();
    await staff.getByRole("button", { name: CREATE }).waitFor();
    await goodsPage.reload();
    await goodsPage.getByRole("button", { name: INTENT_OFFER }).waitFor();
    expect(await goodsPage.getByRole("button", { name: INTENT_OFFER }).isEnabled()).toBe(true);
    expect(new URL(staff.url()).host).toBe(new URL(portalUrl("yyn", platform.server.port)).host);
    await staff.context().close();
  });
});

// 列设置 on a generated list: a tender admin hides the columns they never read, finds them hidden again on the next
// visit, and a colleague's list is not changed by it.
describe("列设置 on a generated list", () => {
  const budget = bidOrder.fields.budgetAmount!.label;
  const place = bidOrder.fields.factoryId!.label;
  // a busy machine redraws the table in seconds, not within the default second
  const SETTLES = { timeout: 10_000 };

  it("hides two columns for this user across reloads, leaves a colleague's list whole, and 恢复默认 brings them back", async () => {
    const page = await pageAs(platform, ADMIN, bidOrder.menu.path);
    const headers = page.locator(".ant-table-thead th");
    // the console's code arrives after the page: the list is there once its rows are
    await page.locator("tr.ant-table-row").first().waitFor();
    await expect.poll(() => headers.allInnerTexts(), SETTLES).toEqual(expect.arrayContaining([budget, place]));
    await page.getByRole("button", { name: "列设置" }).click();
    const panel = page.locator(".column-settings");
    await panel.getByRole("checkbox", { name: budget }).uncheck();
    await panel.getByRole("checkbox", { name: place }).uncheck();
    await expect.poll(() => headers.allInnerTexts(), SETTLES).not.toContain(budget);
    expect(await headers.allInnerTexts()).not.toContain(place);

    await page.reload();
    await page.locator("tr.ant-table-row").first().waitFor();
    await expect
      .poll(() => headers.allInnerTexts(), SETTLES)
      .toEqual(expect.arrayContaining([bidOrder.fields.title!.label]));
    expect(await headers.allInnerTexts()).not.toContain(budget);
    expect(await headers.allInnerTexts()).not.toContain(place);

    const colleague = await pageAs(platform, STAFF, bidOrder.menu.path);
    await colleague.locator("tr.ant-table-row").first().waitFor();
    expect(await colleague.locator(".ant-table-thead th").allInnerTexts()).toEqual(
      expect.arrayContaining([budget, place]),
    );
    await colleague.context().close();

    await page.getByRole("button", { name: "列设置" }).click();
    await page.locator(".column-settings").getByText("恢复默认").click();
    await expect.poll(() => headers.allInnerTexts(), SETTLES).toEqual(expect.arrayContaining([budget, place]));
    await page.reload();
    await page.locator("tr.ant-table-row").first().waitFor();
    expect(await headers.allInnerTexts()).toEqual(expect.arrayContaining([budget, place]));
    await page.context().close();
  });
});

describe("the enterprise admin's webhook (13800000001, 绿野)", () => {
  // the receiver is polled for as long as the test may run: the test's timeout is the only bound
  const TEST_TIMEOUT = 120_000;
  const UNTIL_DONE = { timeout: TEST_TIMEOUT, interval: 250 };

  /** A receiver on this machine that checks each request's signature with the secret the admin's screen shows. */
  type Got = { headers: IncomingHttpHeaders; body: string; signed: boolean };
  const got: Got[] = [];
  let secret = "";
  const receiver = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    const expected = `sha256=${createHmac("sha256", secret).update(`${req.headers["x-agrimall-timestamp"]}.${body}`).digest("hex")}`;
    got.push({ headers: req.headers, body, signed: req.headers["x-agrimall-signature"] === expected });
    res.writeHead(200, { "content-type": "application/json" }).end('{"received":true}');
  });
  let receiverUrl = "";
  beforeAll(async () => {
    await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/agrimall/webhook`;
  });
  afterAll(() => void receiver.close());

  /** The first request the receiver got that `pick` finds, once there is one. */
  async function received(pick: (all: Got[]) => Got | undefined): Promise<Got> {
    await expect.poll(() => pick(got), UNTIL_DONE).toBeDefined();
    return pick(got)!;
  }

  const rowApi = httpRowApi(() => platform.server);

  it(
    "points 数据推送设置 at its receiver, sees an order's event 已送达 in 推送日志, and 重新推送 sends it again",
    async () => {
      const admin = await pageAs(platform, ADMIN, "/tendering/webhook");
      await admin
        .getByRole("row", { name: /本公司ERP/ })
        .getByRole("button", { name: /编\s*辑/ })
        .click();
      const url = admin.getByLabel("推送地址");
      // the form fills in the saved row once it loads: typing before that would be overwritten
      await expect.poll(() => url.inputValue(), { timeout: 15_000 }).toMatch(/^https:\/\//);
      await url.fill(receiverUrl);
      await admin.getByRole("button", { name: /保\s*存/ }).click();
      await admin
        .getByRole("row", { name: /本公司ERP/ })
        .getByText(receiverUrl)
        .waitFor();

      await admin
        .getByRole("row", { name: /本公司ERP/ })
        .getByRole("button", { name: /查\s*看/ })
        .click();
      secret = (
        await admin
          .locator(".ant-descriptions-item-label", { hasText: "签名密钥" })
          .locator("xpath=following-sibling::td[1]")
          .innerText()
      ).trim();
      expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);

      // 丰收 buys at 绿野's shop: 绿野 hears order.placed
      await makerOf(resourceByName("mallOrder"))(rowApi, { owner: ADMIN, state: "unpaid" });
      const first = await received((all) => all.find((g) => g.headers["x-agrimall-event-type"] === "order.placed"));
      expect(first.signed).toBe(true);
      const eventId = String(first.headers["x-agrimall-event-id"]);
      expect(JSON.parse(first.body)).toMatchObject({
        id: eventId,
        type: "order.placed",
        enterprise: { name: "绿野饲料有限公司" },
      });

      await admin.goto(admin.url().replace(/\/tendering\/webhook.*$/, "/tendering/webhook/delivery"));
      const row = admin.getByRole("row", { name: new RegExp(eventId) });
      await row.getByText("已送达").waitFor();
      await row.getByRole("button", { name: /查\s*看/ }).click();
      await admin.getByRole("heading", { name: "推送尝试" }).or(admin.getByText("推送尝试")).first().waitFor();
      await admin.getByRole("button", { name: "重新推送" }).click();
      await (await popupAtRest(admin)).getByRole("button", { name: /确\s*定/ }).click();
      const again = await received((all) => all.filter((g) => g.headers["x-agrimall-event-id"] === eventId)[1]);
      expect(again.signed).toBe(true);
      // both attempts listed under 推送尝试, each answered 200 (the second is written just after the receiver answered)
      const answered = admin.locator("tr", { hasText: '{"received":true}' });
      await expect
        .poll(async () => {
          await admin.reload();
          await answered.first().waitFor();
          return answered.count();
        }, UNTIL_DONE)
        .toBe(2);
      await admin.context().close();
    },
    TEST_TIMEOUT,
  );
});

// Dotted methods, or the few plain paths the spec itself names (api/member/..., rest/cart/..., updcart).
const DOTTED = /^\/gw\/(agri\.[a-zA-Z.]+\/\d+\.\d+|api\/member\/[A-Za-z]+|rest\/cart\/[a-z.]+|updcart)$/;

async function logIn(page: Page, url: string, login: string) {
  await page.goto(`${url}/login?retUrl=${encodeURIComponent("/tendering/factory")}`);
  await page.getByPlaceholder("请输入手机号/账号").fill(login);
  await page.getByPlaceholder("请输入密码").fill("Demo@1234");
  await page.getByRole("button", { name: /登\s*录/ }).click();
  await page.waitForURL(/\/tendering\/factory/);
}

// last in this file: it restarts the file's server
describe("a delivery place created in the browser", () => {
  const apiCalls: Request[] = [];
  const name = `潍坊寒亭新厂${Date.now() % 10000}`;

  it("is created through the generated form and listed", async () => {
    const page = await platform.browser.newPage();
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/gw/")) apiCalls.push(r);
    });
    await logIn(page, platform.server.url, ADMIN);
    await page.getByRole("button", { name: /新\s*增/ }).click();
    await page.waitForURL(/\/tendering\/factory\/create/);
    // the list's search form shares field labels with the create form: fill inside the form
    const form = page.locator("form.resource-form");
    await form.waitFor();
    await form.getByLabel(factory.fields.name.label).fill(name);
    // 所在地区 is picked province › city › district from the region data, never typed
    await new GeneratedForm(page, form).set("region", factory.fields.region!, "山东省潍坊市寒亭区");
    await form.getByLabel(factory.fields.address.label).fill("开元街道民主街188号");
    await form.getByLabel(factory.fields.contact.label).fill("王建国");
    await form.getByLabel(factory.fields.phone.label).fill("13905361234");
    await form.getByRole("button", { name: /保\s*存/ }).click();
    await page.waitForURL(/\/tendering\/factory($|\?)/);
    await page.getByRole("cell", { name }).waitFor();
    await page.close();
  });

  it("is still there after the server restarts", async () => {
    const { dataDir, port } = platform.server;
    await platform.server.stop();
    platform.server = await startPlatform({ dataDir, port });
    const page = await platform.browser.newPage();
    await logIn(page, platform.server.url, ADMIN);
    await page.getByRole("cell", { name }).waitFor();
    await page.close();
  });

  it("sent every API call to a dotted method (or a plain path the spec names) under /gw with both portal headers", () => {
    expect(apiCalls.length).toBeGreaterThan(3);
    for (const call of apiCalls) {
      const path = new URL(call.url()).pathname;
      expect(path).toMatch(DOTTED);
      const headers = call.headers();
      expect(headers.systemid).toBe("56");
      expect(headers.platformtype).toBe("YYN");
    }
  });
});
