import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceByName, resources } from "../../resources";
import { resourceTables } from "../../src/server/db/schema";
import { testApp, type TestApp } from "../helpers/server-app";

/**
 * A stored PDF (a signed contract) is handed only to those who may read a row holding it: the row's owner and
 * each audience that reads the field (the supplier of the order's quote). Anyone else gets 404, as if it did
 * not exist; nobody gets it without logging in, and the public /files/ address never serves it.
 */
let t: TestApp;
const ADMINS = ["13800000001", "13800000002", "13800000003"];
const cookies: Record<string, string> = {};
const enterpriseOf: Record<number, string> = {};

beforeAll(async () => {
  t = await testApp({ uploadDir: mkdtempSync(join(tmpdir(), "agri-private-")) });
  for (const login of ADMINS) {
    cookies[login] = await t.login(login);
    const me = await t.app.inject({ method: "GET", url: "/gw/agri.user.get/1.0", headers: { cookie: cookies[login]! } });
    enterpriseOf[me.json().data.enterprise.id] = login;
  }
});
afterAll(() => t?.close());

const download = (name: string, cookie?: string) =>
  t.app.inject({ method: "GET", url: "/gw/agri.fileUpload.private.get/1.0", query: { name }, headers: cookie ? { cookie } : {} });

const fileFields = resources.flatMap((r) => Object.entries(r.fields).filter(([, f]) => f.type === "file").map(([key]) => [`${r.name}.${key}`, r, key] as const));

/** The demo administrators who may read this row through the field: its owner, and each ownerOf audience's reader. */
async function partiesOf(r: (typeof resources)[number], key: string, row: Record<string, unknown>): Promise<string[]> {
  const parties = [enterpriseOf[row.enterpriseId as number]!];
  for (const a of Object.values(r.audiences ?? {})) {
    if (!a.fields.includes(key) || a.ownerOf === undefined) continue;
    const target = resourceTables[resourceByName(r.fields[a.ownerOf]!.ref!).name]!;
    const [owner] = (await t.db.select().from(target)).filter((x) => x.id === row[a.ownerOf!]) as Record<string, unknown>[];
    parties.push(enterpriseOf[owner!.enterpriseId as number]!);
  }
  return parties;
}

describe("private files", () => {
  it("the platform declares a file field, so this runs", () => expect(fileFields.length).toBeGreaterThan(0));

  it.each(fileFields)("%s: the parties of each row download it; another enterprise gets 404, an anonymous caller 401", async (_n, r, key) => {
    const table = resourceTables[r.name]!;
    const rows = (await t.db.select().from(table).where(isNotNull((table as unknown as Record<string, never>)[key]))) as Record<string, unknown>[];
    expect(rows.length, "demo data holds a file in this field").toBeGreaterThan(0);
    for (const row of rows) {
      const name = String(row[key]);
      const parties = await partiesOf(r, key, row);
      for (const login of ADMINS) {
        const res = await download(name, cookies[login]);
        if (parties.includes(login)) {
          expect(res.statusCode, `${login} is a party of ${r.name} ${row.id}`).toBe(200);
          expect(res.headers["content-type"]).toBe("application/pdf");
          expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
        } else expect(res.statusCode, `${login} is no party of ${r.name} ${row.id}`).toBe(404);
      }
      expect((await download(name)).statusCode).toBe(401);
      expect((await t.app.inject({ method: "GET", url: `/files/${name}` })).statusCode).toBe(404);
    }
  });

  it("a staff member without the resource's menu gets 404, and so does any name not shaped as a stored PDF", async () => {
    const [, r, key] = fileFields[0]!;
    const table = resourceTables[r.name]!;
    const [row] = (await t.db.select().from(table).where(isNotNull((table as unknown as Record<string, never>)[key]))) as Record<string, unknown>[];
    const staff = await t.login("13800000004");
    expect((await download(String(row![key]), staff)).statusCode).toBe(404);
    for (const name of ["../../package.json", "x.pdf", "", `${"a".repeat(32)}.png`]) expect((await download(name, cookies[ADMINS[0]!])).statusCode).toBe(404);
  });
});
