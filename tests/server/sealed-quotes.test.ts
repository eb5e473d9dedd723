import { eq, inArray } from "drizzle-orm";
import ExcelJS from "exceljs";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { MALL, mallPath } from "../../src/core/mall-endpoints";
import { resourceTables } from "../../src/server/db/schema";
import { refIdsFor } from "../helpers/server-refs";
import { samplePayload } from "../helpers/server-samples";
import { testApp, type TestApp } from "../helpers/server-app";

/**
 * Sealed quotes: no supplier ever sees another's prices, and a tender's owner sees them only once the quote
 * deadline has passed. Every API route of the app is called by every party with payloads naming the tender
 * and both quotes; each answer (xlsx files opened) is searched for each supplier's prices. A new endpoint
 * that hands out quote prices fails here without any edit to this file.
 */
let t: TestApp;
const cookies: Record<string, string> = {};
const bidOrder = resourceByName("bidOrder");
const bidOffer = resourceByName("bidOffer");
const { bidOrder: tenders, bidOffer: offers } = resourceTables;

/** Each supplier's unit price and quote total: numbers nothing else in the demo data holds. */
const PRICES = {
  kangmu: { unitPrice: 4321.87, total: "25931.22" },
  fengshou: { unitPrice: 1234.56, total: "7407.36" },
};
type Supplier = keyof typeof PRICES;
const PARTIES = ["kangmu", "fengshou", "lvye", "admin", "anonymous"] as const;
type Party = (typeof PARTIES)[number];
const LOGINS: Record<Exclude<Party, "anonymous">, string> = {
  kangmu: "13800000003",
  fengshou: "13800000002",
  lvye: "13800000001",
  admin: "admin",
};

let tenderId: number;
const offerIds: Record<Supplier, number> = { kangmu: 0, fengshou: 0 };

const login = async (parties = Object.keys(LOGINS) as (keyof typeof LOGINS)[]) => {
  for (const party of parties) cookies[party] = await t.login(LOGINS[party]);
};

async function quote(supplier: Supplier) {
  const detail = (await t.call("bidOrder", "get", { id: tenderId }, { cookie: cookies.lvye })).json().data;
  const sample = samplePayload(bidOffer, await refIdsFor(t, bidOffer, { cookie: cookies[supplier] }));
  const lines = (detail.lines as { id: number }[]).map((l) => ({
    sourceLineId: l.id,
    unitPrice: PRICES[supplier].unitPrice,
    supplyQuantity: 3,
    deliveryDate: "2026-12-20",
  }));
  const res = await t.call(
    "bidOffer",
    "create",
    { ...sample, bidOrderId: tenderId, lines },
    { cookie: cookies[supplier] },
  );
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data.totalAmount).toBe(Number(PRICES[supplier].total));
  return res.json().data.id as number;
}

/** Puts the fixture back after every call: a route may withdraw, award or finish, or move the deadline. */
async function reset(deadlinePassed: boolean) {
  const quoteEnd = new Date(Date.now() + (deadlinePassed ? -3_600_000 : 3 * 86_400_000));
  await t.db
    .update(tenders)
    .set({ status: "quoting", quoteEnd } as never)
    .where(eq(tenders.id, tenderId));
  await t.db
    .update(offers)
    .set({ status: "submitted" } as never)
    .where(inArray(offers.id, Object.values(offerIds)));
}

beforeAll(async () => {
  t = await testApp();
  await login();
  const refIds = await refIdsFor(t, bidOrder, { cookie: cookies.lvye });
  const base = samplePayload(bidOrder, refIds);
  const made = await t.call(
    "bidOrder",
    "create",
    {
      ...base,
      platform_code: "ZB",
      lines: [
        { goodsName: "玉米", quantity: 10, unit: "吨" },
        { goodsName: "豆粕", quantity: 10, unit: "吨" },
      ],
    },
    { cookie: cookies.lvye },
  );
  expect(made.statusCode, made.body).toBe(200);
  tenderId = made.json().data.id;
  expect((await t.call("bidOrder", "publish", { id: tenderId }, { cookie: cookies.lvye })).statusCode).toBe(200);
  offerIds.kangmu = await quote("kangmu");
  offerIds.fengshou = await quote("fengshou");
}, 60_000);
afterAll(() => t?.close());

/** What an answer shows, as text: the body, or every cell of an xlsx file. */
async function shown(res: LightMyRequestResponse): Promise<string> {
  if (!String(res.headers["content-type"] ?? "").includes("spreadsheetml")) return res.body;
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const cells: string[] = [];
  book.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((c) => cells.push(String(c.value)))));
  return cells.join("\n");
}

const seesPrices = (text: string, s: Supplier) =>
  text.includes(String(PRICES[s].unitPrice)) || text.includes(PRICES[s].total);

/** Payloads that point a route at the fixture: nothing, each quote, the tender, the tender's quotes. */
const payloads = () => [
  {},
  { id: offerIds.kangmu },
  { id: offerIds.fengshou },
  { id: tenderId },
  { bidOrderId: tenderId, pageSize: 200, withLines: 1 },
];

/** Every (route, party, payload) answer that shows a supplier's prices. */
const STREAMS = new Set(
  Object.values(MALL)
    .filter((e) => e.stream)
    .map((e) => `/gw/${mallPath(e)}`),
);

async function sightings(deadlinePassed: boolean) {
  const seen = new Set<string>();
  await reset(deadlinePassed);
  for (const route of t.app.gwRoutes) {
    for (const party of PARTIES) {
      for (const payload of payloads()) {
        const headers: Record<string, string> = party === "anonymous" ? {} : { cookie: cookies[party]! };
        // a live stream stays open: read its first message, which carries everything it would send
        const query = Object.fromEntries([
          ...Object.entries(payload).map(([k, v]) => [k, String(v)]),
          ...(STREAMS.has(route.url) ? [["once", "1"]] : []),
        ]);
        const res = await t.app.inject(
          route.method === "GET"
            ? { method: "GET", url: route.url, query, headers }
            : { method: route.method as "POST", url: route.url, payload, headers },
        );
        const text = await shown(res);
        for (const s of Object.keys(PRICES) as Supplier[]) if (seesPrices(text, s)) seen.add(`${party} sees ${s}`);
        // only an accepted write can have moved the fixture (a refused one wrote nothing)
        if (route.method !== "GET" && res.statusCode === 200) await reset(deadlinePassed);
        // a route that ends a session (logout) must not hide later answers behind a 401: the party logs in again
        if (/logout|exit/i.test(route.url) && party !== "anonymous") await login([party]);
      }
    }
  }
  await reset(deadlinePassed);
  return [...seen].sort();
}

describe("sealed quotes, over every API route", () => {
  it("walks the app's routes", () => expect(t.app.gwRoutes.length).toBeGreaterThan(100));

  it("before the deadline: each supplier sees only its own prices, the purchaser none, nobody else any", async () => {
    expect(await sightings(false)).toEqual(["fengshou sees fengshou", "kangmu sees kangmu"]);
  }, 600_000);

  it("after the deadline: the purchaser sees both suppliers' prices; still no supplier sees another's", async () => {
    expect(await sightings(true)).toEqual([
      "fengshou sees fengshou",
      "kangmu sees kangmu",
      "lvye sees fengshou",
      "lvye sees kangmu",
    ]);
  }, 600_000);
});
