import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { resourceTables } from "../../src/server/db/schema";
import { testApp, type TestApp } from "../helpers/server-app";

/**
 * A stored PDF (a signed contract, a tender document, a priced offer) is handed only to those who may read a
 * row holding it: the row's owner and each audience that reads the field (the supplier of the order's quote),
 * a sealed one only once its seal opens. Anyone else gets 404, as if it did not exist; nobody gets it without
 * logging in, and the public /files/ address never serves it.
 */
let t: TestApp;
const ADMINS = ["13800000001", "13800000002", "13800000003"];
const cookies: Record<string, string> = {};
const enterpriseOf: Record<number, string> = {};

beforeAll(async () => {
  t = await testApp({ uploadDir: mkdtempSync(join(tmpdir(), "agri-private-")) });
  for (const login of ADMINS) {
    cookies[login] = await t.login(login);
    const me = await t.app.inject({
      method: "GET",
      url: "/gw/agri.user.get/1.0",
      headers: { cookie: cookies[login]! },
    });
    enterpriseOf[me.json().data.enterprise.id] = login;
  }
});
afterAll(() => t?.close());

/** A download as a page of portal `systemId` asks for it (a row of the TJ portal is read on TJ). */
const download = (name: string, cookie?: string, systemId = 56) =>
  t.app.inject({
    method: "GET",
    url: "/gw/agri.fileUpload.private.get/1.0",
    query: { name },
    headers: { systemId: String(systemId), ...(cookie ? { cookie } : {}) },
  });

const fileFields = resources.flatMap((r) =>
  Object.entries(r.fields)
    .filter(([, f]) => f.type === "file")
    .map(([key]) => [`${r.name}.${key}`, r, key] as const),
);

/**
 * The demo administrators who see this file's name when they read the row, as its owner or through any
 * audience (a supplier reading a published tender, a purchaser reading a quote once its seal opens): exactly
 * those may download it.
 */
async function partiesOf(r: (typeof resources)[number], key: string, row: Record<string, unknown>): Promise<string[]> {
  const parties: string[] = [];
  for (const login of ADMINS) if (await reads(r, key, row, cookies[login]!)) parties.push(login);
  return parties;
}

/** Whether the caller reads the file's name on the row, as its owner or through any audience. */
async function reads(
  r: (typeof resources)[number],
  key: string,
  row: Record<string, unknown>,
  cookie: string,
): Promise<boolean> {
  for (const read of ["get", ...Object.keys(r.audiences ?? {}).map((a) => `audience:${a}:get`)]) {
    const res = await t.call(
      r.name,
      read,
      { id: row.id as number },
      { cookie, systemId: (row.systemId as number | undefined) ?? 56 },
    );
    if (res.statusCode === 200 && res.json().data?.[key] === row[key]) return true;
  }
  return false;
}

describe("private files", () => {
  it("the platform declares a file field, so this runs", () => expect(fileFields.length).toBeGreaterThan(0));

  it("no stored name can be told from another's: every demo document's is 32 random hex digits", async () => {
    const names: string[] = [];
    for (const [, r, key] of fileFields) {
      const table = resourceTables[r.name]!;
      const rows = (await t.db
        .select()
        .from(table)
        .where(isNotNull((table as unknown as Record<string, never>)[key]))) as Record<string, unknown>[];
      names.push(...rows.map((row) => String(row[key])));
    }
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) expect(name).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(new Set(names).size).toBe(names.length);
    // a counter behind a fixed prefix (d0d0…0001) would leave two names sharing most of their digits
    const prefixes = new Set(names.map((n) => n.slice(0, 12)));
    expect(prefixes.size).toBe(names.length);
  });

  it.each(fileFields)(
    "%s: the parties of each row download it; another enterprise gets 404, an anonymous caller 401",
    async (_n, r, key) => {
      const table = resourceTables[r.name]!;
      const rows = (await t.db
        .select()
        .from(table)
        .where(isNotNull((table as unknown as Record<string, never>)[key]))) as Record<string, unknown>[];
      expect(rows.length, "demo data holds a file in this field").toBeGreaterThan(0);
      for (const row of rows) {
        const name = String(row[key]);
        const parties = await partiesOf(r, key, row);
        for (const login of ADMINS) {
          const res = await download(name, cookies[login], Number(row.systemId ?? 56));
          if (parties.includes(login)) {
            expect(res.statusCode, `${login} is a party of ${r.name} ${row.id}`).toBe(200);
            expect(res.headers["content-type"]).toBe("application/pdf");
            expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
          } else expect(res.statusCode, `${login} is no party of ${r.name} ${row.id}`).toBe(404);
        }
        expect((await download(name)).statusCode).toBe(401);
        expect((await t.app.inject({ method: "GET", url: `/files/${name}` })).statusCode).toBe(404);
      }
    },
  );

  it("a priced offer document stays sealed from the purchaser until the tender's deadline passes", async () => {
    const { bidOrder: tenders, bidOffer: offers } = resourceTables;
    const [tender] = (await t.db
      .select()
      .from(tenders)
      .where(eq(tenders.title, "2026年第四季度玉米集中采购招标"))) as Record<string, unknown>[];
    const [quote] = (await t.db
      .select()
      .from(offers)
      .where(and(eq(offers.bidOrderId, tender!.id as number), isNotNull(offers.attachment)))) as Record<
      string,
      unknown
    >[];
    const purchaser = cookies["13800000001"];
    expect((await download(String(quote!.attachment), purchaser)).statusCode).toBe(404);
    expect((await download(String(quote!.attachment), cookies["13800000003"])).statusCode).toBe(200);
    await t.db
      .update(tenders)
      .set({ quoteEnd: new Date(Date.now() - 60_000) } as never)
      .where(eq(tenders.id, tender!.id as number));
    expect((await download(String(quote!.attachment), purchaser)).statusCode).toBe(200);
  });

  it("a staff member without the resource's menu gets 404, and so does any name not shaped as a stored PDF", async () => {
    const staff = await t.login("13800000004");
    // every stored file the staff member cannot read, through any read of its row, is 404 to them
    let refused = 0;
    for (const [, r, key] of fileFields) {
      const table = resourceTables[r.name]!;
      for (const row of (await t.db
        .select()
        .from(table)
        .where(isNotNull((table as unknown as Record<string, never>)[key]))) as Record<string, unknown>[]) {
        if (await reads(r, key, row, staff)) continue;
        expect((await download(String(row[key]), staff)).statusCode, `${r.name} ${row.id}`).toBe(404);
        refused += 1;
      }
    }
    expect(refused).toBeGreaterThan(0);
    for (const name of ["../../package.json", "x.pdf", "", `${"a".repeat(32)}.png`])
      expect((await download(name, cookies[ADMINS[0]!])).statusCode).toBe(404);
  });
});
