import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { makerOf, type RowApi } from "../helpers/row-makers";
import { runningPlatform } from "./running-platform";
import { pageAs } from "./portal-session";

// the platform started below inherits it: its worker may send to this test's receiver on 127.0.0.1
process.env.WEBHOOK_ALLOW_PRIVATE = "1";
const platform = runningPlatform();

/** A receiver on this machine that checks each request's signature with the secret the admin's screen shows. */
const got: { headers: IncomingHttpHeaders; body: string; signed: boolean }[] = [];
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

/** The row makers' calls over HTTP, one session per demo account. */
const sessions = new Map<string, string>();
const rowApi: RowApi = {
  async call(login, method, path, payload = {}) {
    if (!sessions.has(login)) {
      const res = await fetch(`${platform.server.url}/gw/agri.usercenter.login/1.0`, { method: "POST", headers: { "content-type": "application/json", systemId: "56" }, body: JSON.stringify({ login, password: "Demo@1234" }) });
      sessions.set(login, res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; "));
    }
    const headers = { cookie: sessions.get(login)!, systemId: "56", "content-type": "application/json" };
    const url = `${platform.server.url}/gw/${path}`;
    const res = method === "GET"
      ? await fetch(`${url}?${new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, String(v)]))}`, { headers })
      : await fetch(url, { method, headers, body: JSON.stringify(payload) });
    const body = await res.text();
    return { status: res.status, data: res.status === 200 ? JSON.parse(body).data : undefined, body };
  },
};

async function until<T>(what: string, probe: () => T | undefined, ms = 30_000): Promise<T> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 250))) {
    const v = probe();
    if (v !== undefined) return v;
  }
  throw new Error(`waited ${ms} ms for ${what}`);
}

describe("the enterprise admin's webhook (13800000001, 绿野)", () => {
  it("points 数据推送设置 at its receiver, sees an order's event 已送达 in 推送日志, and 重新推送 sends it again", async () => {
    const admin = await pageAs(platform, "13800000001", "/tendering/webhook");
    await admin.getByRole("row", { name: /本公司ERP/ }).getByRole("button", { name: /编\s*辑/ }).click();
    const url = admin.getByLabel("推送地址");
    // the form fills in the saved row once it loads: typing before that would be overwritten
    await expect.poll(() => url.inputValue(), { timeout: 15_000 }).toMatch(/^https:\/\//);
    await url.fill(receiverUrl);
    await admin.getByRole("button", { name: /保\s*存/ }).click();
    await admin.getByRole("row", { name: /本公司ERP/ }).getByText(receiverUrl).waitFor();

    await admin.getByRole("row", { name: /本公司ERP/ }).getByRole("button", { name: /查\s*看/ }).click();
    secret = (await admin.locator(".ant-descriptions-item-label", { hasText: "签名密钥" }).locator("xpath=following-sibling::td[1]").innerText()).trim();
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);

    // 丰收 buys at 绿野's shop: 绿野 hears order.placed
    await makerOf(resourceByName("mallOrder"))(rowApi, { owner: "13800000001", state: "unpaid" });
    const first = await until("the receiver's first request", () => got.find((g) => g.headers["x-agrimall-event-type"] === "order.placed"));
    expect(first.signed).toBe(true);
    const eventId = String(first.headers["x-agrimall-event-id"]);
    expect(JSON.parse(first.body)).toMatchObject({ id: eventId, type: "order.placed", enterprise: { name: "绿野饲料有限公司" } });

    await admin.goto(admin.url().replace(/\/tendering\/webhook.*$/, "/tendering/webhook/delivery"));
    const row = admin.getByRole("row", { name: new RegExp(eventId) });
    await row.getByText("已送达").waitFor();
    await row.getByRole("button", { name: /查\s*看/ }).click();
    await admin.getByRole("heading", { name: "推送尝试" }).or(admin.getByText("推送尝试")).first().waitFor();
    await admin.getByRole("button", { name: "重新推送" }).click();
    await admin.getByRole("button", { name: /确\s*定/ }).click();
    const again = await until("the replayed request", () => got.filter((g) => g.headers["x-agrimall-event-id"] === eventId)[1]);
    expect(again.signed).toBe(true);
    // both attempts listed under 推送尝试, each answered 200 (the second is written just after the receiver answered)
    const answered = admin.locator("tr", { hasText: '{"received":true}' });
    await expect.poll(async () => {
      await admin.reload();
      await answered.first().waitFor();
      return answered.count();
    }, { timeout: 20_000, interval: 500 }).toBe(2);
    await admin.context().close();
  });
});
