// @module-tag database
// uploaded files kept in the database
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { platform } from "../../src/server/platform";
import { databaseStore, diskStore, fileStoreKindOf, type FileStore } from "../../src/server/files/store";
import { multipart } from "../helpers/multipart";
import { testApp, type TestApp } from "../helpers/server-app";

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);
const PDF = Buffer.from("%PDF-1.4\n%合同\n");

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await testApp({ seed: true });
  // the app as a process on a shared PostgreSQL runs it: uploads in the database
  app = await createApp({ ...platform, db: t.db, listen: t.database.listen, files: databaseStore(t.db) });
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

describe.each<[string, () => FileStore]>([
  ["on disk", () => diskStore(mkdtempSync(join(tmpdir(), "agri-store-")))],
  ["in the database", () => databaseStore(t.db)],
])("a file store %s", (_, make) => {
  it("gives back exactly the bytes stored under a name, and nothing under another", async () => {
    const store = make();
    await store.put(`${"c1".repeat(16)}.png`, PNG);
    expect((await store.read(`${"c1".repeat(16)}.png`))?.equals(PNG)).toBe(true);
    expect(await store.has(`${"c1".repeat(16)}.png`)).toBe(true);
    expect(await store.read(`${"c2".repeat(16)}.png`)).toBeUndefined();
    expect(await store.has(`${"c2".repeat(16)}.png`)).toBe(false);
  });
});

describe("uploads kept in the database", () => {
  it("serve an uploaded image and take it as an avatar", async () => {
    const login = await app.inject({
      method: "POST",
      url: "/gw/agri.usercenter.login/1.0",
      payload: { login: "13800000002", password: "Demo@1234" },
      headers: { systemId: "56" },
    });
    const cookie = `agri_sid=${login.cookies.find((c) => c.name === "agri_sid")!.value}`;
    const headers = { systemId: "56", cookie };
    const token = (await app.inject({ method: "GET", url: "/gw/agri.fileUpload.upload.token.get/1.0", headers })).json()
      .data.token;
    const body = multipart("羊舍.png", "image/png", PNG);
    const up = await app.inject({
      method: "POST",
      url: "/gw/agri.fileUpload.upload/1.0",
      query: { token },
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
    expect(up.statusCode).toBe(200);
    const { name, url } = up.json().data;
    const served = await app.inject({ method: "GET", url });
    expect([served.statusCode, served.headers["content-type"]]).toEqual([200, "image/png"]);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const avatar = await app.inject({
      method: "POST",
      url: "/gw/agri.usercenter.user.update.photo/1.0",
      payload: { image: name },
      headers,
    });
    expect(avatar.statusCode).toBe(200);
    // a PDF is kept too, and still has no public address
    const pdfToken = (
      await app.inject({ method: "GET", url: "/gw/agri.fileUpload.upload.token.get/1.0", headers })
    ).json().data.token;
    const doc = multipart("合同.pdf", "application/pdf", PDF);
    const pdf = await app.inject({
      method: "POST",
      url: "/gw/agri.fileUpload.upload/1.0",
      query: { token: pdfToken },
      payload: doc.payload,
      headers: { ...doc.headers, ...headers },
    });
    expect(pdf.json().data.url).toBeNull();
    expect((await databaseStore(t.db).read(pdf.json().data.name))?.equals(PDF)).toBe(true);
    expect((await app.inject({ method: "GET", url: `/files/${pdf.json().data.name}` })).statusCode).toBe(404);
  });
});

describe("FILE_STORE", () => {
  it("keeps files in the database on a PostgreSQL server, on disk beside the embedded one, or as told", () => {
    expect(fileStoreKindOf({ DATABASE_URL: "postgres://db/agri" })).toBe("database");
    expect(fileStoreKindOf({})).toBe("disk");
    expect(fileStoreKindOf({ FILE_STORE: "disk", DATABASE_URL: "postgres://db/agri" })).toBe("disk");
    expect(fileStoreKindOf({ FILE_STORE: "database" })).toBe("database");
    expect(() => fileStoreKindOf({ FILE_STORE: "s3" })).toThrow(/FILE_STORE/);
  });
});
