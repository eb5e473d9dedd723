import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { platform } from "../../src/server/platform";
import { databaseCopy, type DatabaseCopy } from "../helpers/seeded-database";

describe("the served web app", () => {
  let app: FastifyInstance;
  let copy: DatabaseCopy;
  const js = `export const goods = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: "育肥猪全价配合饲料" })))};`;
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), "agri-web-"));
    mkdirSync(join(root, "assets"));
    writeFileSync(
      join(root, "index.html"),
      `<!doctype html><html><body><div id="root"></div>${"<!-- padding -->".repeat(100)}</body></html>`,
    );
    writeFileSync(join(root, "assets", "index-AbCd1234.js"), js);
    copy = await databaseCopy();
    app = await createApp({ ...platform, db: copy.database.db, webRoot: root, listen: copy.database.listen });
  });
  afterAll(async () => {
    await app?.close();
    await copy?.close();
  });

  it("sends bundles brotli-compressed to browsers that accept it, cached for a year", async () => {
    const res = await app.inject({
      url: "/assets/index-AbCd1234.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toContain("immutable");
    expect(res.rawPayload.length).toBeLessThan(js.length / 5);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(js);
  });

  it("falls back to gzip, and to plain bytes when nothing is accepted", async () => {
    const gz = await app.inject({ url: "/assets/index-AbCd1234.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(js);
    const plain = await app.inject({ url: "/assets/index-AbCd1234.js", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it("compresses the SPA fallback page but leaves API answers alone", async () => {
    const page = await app.inject({ url: "/goodInfo?id=1", headers: { "accept-encoding": "br" } });
    expect(page.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');
    const api = await app.inject({ url: "/gw/agri.sc.querygoodslist.list/1.0", headers: { "accept-encoding": "br" } });
    expect(api.headers["content-encoding"]).toBeUndefined();
    expect(api.json().code).toBe(0);
  });
});
