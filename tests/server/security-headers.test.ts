import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isNotNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { createApp } from "../../src/server/app";
import { platform } from "../../src/server/platform";
import { resourceTables } from "../../src/server/db/schema";
import { APP_CSP, FILE_CSP, trustProxyOf } from "../../src/server/http/security-headers";
import { testApp, type TestApp } from "../helpers/server-app";

const uploadDir = mkdtempSync(join(tmpdir(), "agri-headers-"));
const webRoot = mkdtempSync(join(tmpdir(), "agri-web-"));
// a 1×1 PNG, stored under an upload name as the upload route would
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);
const IMAGE = `${"ab".repeat(16)}.png`;

let t: TestApp;
let web: FastifyInstance;
let proxied: FastifyInstance;
beforeAll(async () => {
  t = await testApp({ uploadDir });
  writeFileSync(join(uploadDir, IMAGE), PNG);
  writeFileSync(join(webRoot, "index.html"), "<!doctype html><title>农牧商城</title>");
  web = await createApp({ ...platform, db: t.db, listen: t.database.listen, webRoot, uploadDir });
  proxied = await createApp({ ...platform, db: t.db, listen: t.database.listen, trustProxy: trustProxyOf("true") });
});
afterAll(async () => {
  await web?.close();
  await proxied?.close();
  await t?.close();
});

const SECURITY = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
};

describe("security headers on every answer", () => {
  it.each([
    ["an API answer", { method: "GET", url: "/gw/agri.user.get/1.0" }],
    ["a 422", { method: "POST", url: "/gw/agri.usercenter.login/1.0", payload: {} }],
    ["an unknown API path (404)", { method: "GET", url: "/gw/agri.nothing/1.0" }],
    [
      "a CSRF refusal (403)",
      {
        method: "POST",
        url: "/gw/agri.usercenter.logout/1.0",
        headers: { systemId: "56", origin: "https://evil.example" },
      },
    ],
  ] as const)("%s", async (_n, req) => {
    const res = await t.app.inject(req as never);
    expect(res.headers).toMatchObject({ ...SECURITY, "content-security-policy": APP_CSP });
  });

  it("the web app's pages (SPA fallback included) carry the app's CSP: own scripts only, no framing", async () => {
    for (const url of ["/", "/list?search=饲料", "/orderSubmit"]) {
      const res = await web.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({ ...SECURITY, "content-security-policy": APP_CSP });
    }
    expect(APP_CSP).toContain("script-src 'self';");
    expect(APP_CSP).toContain("frame-ancestors 'none'");
    expect(APP_CSP).not.toMatch(/script-src[^;]*unsafe/);
  });

  it("an uploaded image is inline, sandboxed and not sniffed", async () => {
    const res = await t.app.inject({ method: "GET", url: `/files/${IMAGE}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      "content-type": "image/png",
      "content-security-policy": FILE_CSP,
      "content-disposition": `inline; filename="${IMAGE}"; filename*=UTF-8''${IMAGE}`,
      ...SECURITY,
    });
    expect(FILE_CSP).toBe("default-src 'none'; sandbox");
  });

  it("a stored PDF is an attachment, sandboxed", async () => {
    const fields = resources.flatMap((r) =>
      Object.entries(r.fields)
        .filter(([, f]) => f.type === "file")
        .map(([key]) => [r, key] as const),
    );
    const cookies = await Promise.all(["13800000001", "13800000002", "13800000003"].map((l) => t.login(l)));
    let checked = 0;
    for (const [r, key] of fields) {
      const table = resourceTables[r.name]!;
      const rows = (await t.db
        .select()
        .from(table)
        .where(isNotNull((table as never as Record<string, never>)[key]!))
        .limit(1)) as Record<string, unknown>[];
      if (!rows[0]) continue;
      for (const cookie of cookies) {
        const res = await t.app.inject({
          method: "GET",
          url: "/gw/agri.fileUpload.private.get/1.0",
          query: { name: String(rows[0][key]) },
          headers: { cookie },
        });
        if (res.statusCode !== 200) continue;
        expect(res.headers["content-security-policy"]).toBe(FILE_CSP);
        expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="file\.pdf"; filename\*=UTF-8''/);
        checked += 1;
        break;
      }
      if (checked) break;
    }
    expect(checked).toBe(1);
  });
});

describe("the session cookie is Secure over HTTPS, believing a proxy only when told to", () => {
  const login = (app: FastifyInstance, headers: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url: "/gw/agri.usercenter.login/1.0",
      payload: { login: "13800000002", password: "Demo@1234" },
      headers: { systemId: "56", ...headers },
    });
  const sid = (res: { cookies: { name: string; secure?: boolean; httpOnly?: boolean }[] }) =>
    res.cookies.find((c) => c.name === "agri_sid")!;

  it("plain HTTP: not Secure; a forwarded https from an untrusted peer changes nothing", async () => {
    expect(sid(await login(t.app)).secure).toBeFalsy();
    expect(sid(await login(t.app, { "x-forwarded-proto": "https" })).secure).toBeFalsy();
  });

  it("behind a trusted proxy that says https: Secure and HttpOnly", async () => {
    const cookie = sid(await login(proxied, { "x-forwarded-proto": "https" }));
    expect([cookie.secure, cookie.httpOnly]).toEqual([true, true]);
    expect(sid(await login(proxied, { "x-forwarded-proto": "http" })).secure).toBeFalsy();
  });

  it("X-Forwarded-For names the client the limits count only behind a trusted proxy", async () => {
    let phone = 0;
    const send = (app: FastifyInstance, peer: string, forwardedFor: string) =>
      app.inject({
        method: "POST",
        url: "/gw/agri.usercenter.login.sms.send/1.0",
        query: { phone: `1370000${String(phone++).padStart(4, "0")}` },
        headers: { systemId: "56", "x-forwarded-for": forwardedFor },
        remoteAddress: peer,
      });
    const spoofed = [];
    for (let i = 0; i < 11; i++) spoofed.push((await send(t.app, "198.51.100.77", `203.0.113.${i}`)).statusCode);
    expect(spoofed).toEqual([...Array(10).fill(200), 422]);
    const forwarded = [];
    for (let i = 0; i < 11; i++) forwarded.push((await send(proxied, "198.51.100.78", `192.0.2.${i}`)).statusCode);
    expect(forwarded).toEqual(Array(11).fill(200));
  });

  it.each([
    [undefined, false],
    ["", false],
    ["false", false],
    ["true", true],
    ["10.0.0.1, 10.0.0.0/8", ["10.0.0.1", "10.0.0.0/8"]],
  ] as const)("TRUST_PROXY=%s", (value, expected) => {
    expect(trustProxyOf(value)).toEqual(expected);
  });

  it("TRUST_PROXY=2 trusts two hops", () => {
    const trust = trustProxyOf("2") as (a: string, hop: number) => boolean;
    expect([trust("10.0.0.1", 0), trust("10.0.0.2", 1), trust("10.0.0.3", 2)]).toEqual([true, true, false]);
  });
});
