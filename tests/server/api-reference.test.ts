import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openApiDocument } from "../../src/server/api/openapi";
import { testApp, type TestApp } from "../helpers/server-app";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t?.close();
});

/** `GET /files/{name}`, the document's spelling of Fastify's `/files/:name`. */
const key = (method: string, url: string) => `${method} ${url.replace(/:([A-Za-z]+)/g, "{$1}")}`;

const documented = (doc: Record<string, unknown>) =>
  Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, byMethod]) =>
    Object.keys(byMethod).map((m) => key(m.toUpperCase(), path)),
  );

describe("the API reference", () => {
  it("documents every route the app registers, and no route the app lacks", async () => {
    await t.app.ready();
    const routes = new Set(t.app.allRoutes.map((r) => key(r.method, r.url)));
    const listed = new Set(documented(openApiDocument()));
    const undocumented = [...routes].filter((r) => !listed.has(r));
    const unrouted = [...listed].filter((r) => !routes.has(r));
    expect(
      undocumented,
      "routes missing from the OpenAPI document: declare them in resources/, MALL or src/core/calls.ts",
    ).toEqual([]);
    expect(unrouted, "documented calls with no route").toEqual([]);
    expect(routes.size).toBeGreaterThan(250);
  });

  it("is served as JSON at /api/openapi.json without a login, with the app's security headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.json()).toEqual(openApiDocument());
  });

  it("gives the documented answers on the wire: 401 without a session, 422 with field errors", async () => {
    const doc = openApiDocument();
    const detail = (doc.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>)[
      "/gw/agri.etpbase.factory.detail/1.0"
    ]!.get!;
    expect(Object.keys(detail.responses)).toEqual(expect.arrayContaining(["401", "422"]));
    const anonymous = await t.app.inject({ method: "GET", url: "/gw/agri.etpbase.factory.detail/1.0?id=1" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 401, msg: expect.any(String) });
    const cookie = await t.login("13800000001");
    const bad = await t.app.inject({
      method: "POST",
      url: "/gw/agri.etpbase.factory.add/1.0",
      headers: { cookie, systemid: "56" },
      payload: {},
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(["name"]));
  });
});
