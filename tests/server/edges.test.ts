import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { audienceRead, endpointsOf } from "../../src/core/check-resources";
import { endpointPath } from "../../src/core/endpoint";
import { createApp } from "../../src/server/app";
import { platform } from "../../src/server/platform";
import { HSTS } from "../../src/server/http/security-headers";
import { OPERATOR_ONLY } from "../../src/server/operations/requires";
import { testApp, type TestApp } from "../helpers/server-app";

/** The edges a stranger pokes at: static directories, the scheme behind a proxy, the operator's queues. */
let t: TestApp;
const apps: FastifyInstance[] = [];
const webRoot = mkdtempSync(join(tmpdir(), "agri-edges-"));
mkdirSync(join(webRoot, "assets/portal"), { recursive: true });
writeFileSync(join(webRoot, "index.html"), '<!doctype html><html><body><div id="root"></div></body></html>');
writeFileSync(join(webRoot, "assets/portal/logo.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');

beforeAll(async () => void (t = await testApp()));
afterAll(async () => {
  for (const app of apps) await app.close();
  await t?.close();
});
const appWith = async (o: { trustProxy?: string[] } = {}) => {
  const app = await createApp({ ...platform, db: t.db, listen: t.database.listen, webRoot, ...o });
  apps.push(app);
  return app;
};

describe("static files", () => {
  it("answers a directory of them as not found, never with a server error", async () => {
    const app = await appWith();
    for (const url of ["/assets/", "/assets/portal/", "/assets/portal/../"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ code: 404, msg: "记录不存在" });
    }
    expect((await app.inject({ method: "GET", url: "/assets/portal/logo.svg" })).statusCode).toBe(200);
  });
});

describe("HSTS", () => {
  it("is sent over HTTPS as a trusted proxy reports it, and never on a client's own word", async () => {
    const proxied = await appWith({ trustProxy: ["127.0.0.1"] });
    const direct = await appWith();
    const https = { "x-forwarded-proto": "https" };
    expect(
      (await proxied.inject({ method: "GET", url: "/gw/agri.user.get/1.0", headers: https })).headers[
        "strict-transport-security"
      ],
    ).toBe(HSTS);
    expect(
      (await proxied.inject({ method: "GET", url: "/", headers: https })).headers["strict-transport-security"],
    ).toBe(HSTS);
    expect(
      (await proxied.inject({ method: "GET", url: "/gw/agri.user.get/1.0" })).headers["strict-transport-security"],
    ).toBeUndefined();
    expect(
      (await direct.inject({ method: "GET", url: "/gw/agri.user.get/1.0", headers: https })).headers[
        "strict-transport-security"
      ],
    ).toBeUndefined();
  });
});

/** Every read of a platform audience (the operator console's queues), from the declarations. */
const operatorReads = resources.flatMap((r) =>
  endpointsOf(r).flatMap(([action, e]) => {
    const read = audienceRead(action);
    return read && r.audiences![read.name]!.platform ? [[`${r.name} ${read.name} ${read.read}`, e] as const] : [];
  }),
);

describe("the operator's queues", () => {
  it("are declared (the list below is not empty)", () => expect(operatorReads.length).toBeGreaterThanOrEqual(3));

  it.each(operatorReads)("%s: 403 to another enterprise's administrator, open to the operator", async (_name, e) => {
    const url = `/gw/${endpointPath(e)}`;
    const ask = async (login: string) => {
      const cookie = await t.login(login);
      return e.http === "GET"
        ? t.app.inject({ method: "GET", url, query: { id: "1" }, headers: { cookie } })
        : t.app.inject({ method: "POST", url, payload: { id: 1 }, headers: { cookie } });
    };
    for (const login of ["13800000001", "13800000002"]) {
      const res = await ask(login);
      expect([res.statusCode, res.json().msg], login).toEqual([403, OPERATOR_ONLY]);
    }
    expect([200, 404]).toContain((await ask("admin")).statusCode);
  });
});
