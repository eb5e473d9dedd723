// @module-tag database
// the header's count hears a message sent by another process through LISTEN/NOTIFY
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { MALL, mallPath } from "../../src/core/mall-endpoints";
import { enterpriseMessages } from "../../src/server/db/schema";
import { madeRow } from "../helpers/server-rows";
import { testApp, type TestApp } from "../helpers/server-app";
import { dataOf, mallCall } from "./mall-api";

/**
 * 我的消息 by who reads it, and the header's live unread count: a member sees the enterprise's messages whose menu
 * it holds, the person its own; the count stream, served by a second process on PostgreSQL, hears a message
 * the first process sends and a read.
 */
let t: TestApp;
let watched: FastifyInstance;
let base: string;
beforeAll(async () => {
  t = await testApp();
  watched = (await t.second())?.app ?? t.app;
  base = await watched.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t?.close());

/** Opens the count stream as `cookie`; `next()` resolves to the next count the server sends. */
async function openCount(cookie: string) {
  const ctrl = new AbortController();
  const res = await fetch(`${base}/gw/${mallPath(MALL.messageLive)}`, {
    headers: { cookie, systemId: "56" },
    signal: ctrl.signal,
  });
  expect([res.status, res.headers.get("content-type")]).toEqual([200, "text/event-stream; charset=utf-8"]);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const next = async (): Promise<number> => {
    for (;;) {
      const cut = buffer.indexOf("\n\n");
      if (cut >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = block.split("\n").find((l) => l.startsWith("data: "));
        if (data) return (JSON.parse(data.slice(6)) as { unread: number }).unread;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error("the stream ended");
      buffer += decoder.decode(value, { stream: true });
    }
  };
  return { next, close: () => ctrl.abort() };
}

const unread = async (cookie: string) =>
  dataOf(await mallCall(t, "myMessages", { pageSize: 1 }, { cookie })).unread as number;
const seesRow = async (cookie: string, resource: string, rowId: number) =>
  dataOf(await mallCall(t, "myMessages", { pageSize: 100 }, { cookie })).list.some(
    (m: { resource: string; rowId: number }) => m.resource === resource && m.rowId === rowId,
  );

describe("我的消息 and the header's count", () => {
  it("opens on unread messages of each demo enterprise's own rows: the seeded moves told their parties", async () => {
    for (const login of ["13800000001", "13800000002", "13800000003"]) {
      const mine = dataOf(await mallCall(t, "myMessages", { pageSize: 100 }, { cookie: await t.login(login) }));
      expect(mine.unread, login).toBeGreaterThan(0);
      expect(
        mine.list.some((m: { resource: string | null }) => m.resource !== null),
        login,
      ).toBe(true);
    }
  });

  it("counts live: a buyer's after-sale reaches the seller's open count, and reading it counts down", async () => {
    const seller = await t.login("13800000001");
    const stream = await openCount(seller);
    const before = await stream.next();
    expect(before).toBe(await unread(seller));
    // made on the first process: 丰收 applies for an after-sale at 绿野's shop
    const id = (await madeRow(t, resourceByName("afterSale"), "13800000001", "applied"))!;
    // the order's own moves (paid, shipped, confirmed) told 绿野 too: each arrives; the after-sale's is the last
    let now = await stream.next();
    while (now < (await unread(seller))) now = await stream.next();
    expect(now).toBeGreaterThan(before);
    const [told] = await t.db
      .select()
      .from(enterpriseMessages)
      .where(and(eq(enterpriseMessages.resource, "afterSale"), eq(enterpriseMessages.rowId, id)));
    expect(dataOf(await mallCall(t, "messageRead", { id: told!.id }, { cookie: seller }))).toEqual({ read: 1 });
    expect(await stream.next()).toBe(now - 1);
    stream.close();
  });

  it("shows a member only the messages of menus it holds; an administrator all; the buyer none of the seller's", async () => {
    const id = (await madeRow(t, resourceByName("afterSale"), "13800000001", "applied"))!;
    // 13800000004 works for 绿野 on tenders only: the after-sale queue's menu is not its
    expect(await seesRow(await t.login("13800000001"), "afterSale", id)).toBe(true);
    expect(await seesRow(await t.login("13800000004"), "afterSale", id)).toBe(false);
    expect(await seesRow(await t.login("13800000002"), "afterSale", id)).toBe(false);
    // nor can it mark one read
    const [told] = await t.db
      .select()
      .from(enterpriseMessages)
      .where(and(eq(enterpriseMessages.resource, "afterSale"), eq(enterpriseMessages.rowId, id)));
    expect(
      (await mallCall(t, "messageRead", { id: told!.id }, { cookie: await t.login("13800000004") })).statusCode,
    ).toBe(404);
  });

  it("asks a visitor to log in before it streams", async () => {
    const res = await fetch(`${base}/gw/${mallPath(MALL.messageLive)}`, { headers: { systemId: "56" } });
    expect(res.status).toBe(401);
  });
});
