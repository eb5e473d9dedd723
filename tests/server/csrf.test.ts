import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../helpers/server-app";

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ portalHeader: false });
});
afterAll(() => t?.close());

const LOGIN = "/gw/agri.usercenter.login/1.0";
const body = { login: "13800000001", password: "Demo@1234" };
const REFUSED = { code: 403, msg: "非法请求" };

describe("CSRF guard on state-changing /gw calls", () => {
  it("refuses a POST without the systemId header", async () => {
    const res = await t.app.inject({ method: "POST", url: LOGIN, payload: body });
    expect([res.statusCode, res.json()]).toEqual([403, REFUSED]);
    expect(res.cookies).toHaveLength(0);
  });

  it("refuses a POST from a foreign Origin even with the header", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: LOGIN,
      payload: body,
      headers: { systemId: "56", host: "yyn.localhost:3000", origin: "http://evil.example" },
    });
    expect([res.statusCode, res.json()]).toEqual([403, REFUSED]);
  });

  it("refuses another port or portal host of the same machine as foreign", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: LOGIN,
      payload: body,
      headers: { systemId: "56", host: "yyn.localhost:3000", origin: "http://ay.localhost:3000" },
    });
    expect(res.statusCode).toBe(403);
  });

  it("refuses an opaque (null) Origin", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: LOGIN,
      payload: body,
      headers: { systemId: "56", origin: "null" },
    });
    expect(res.statusCode).toBe(403);
  });

  it("accepts the same origin with the header", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: LOGIN,
      payload: body,
      headers: { systemId: "56", host: "yyn.localhost:3000", origin: "http://yyn.localhost:3000" },
    });
    expect(res.statusCode).toBe(200);
  });

  it("accepts the header without an Origin (same-origin fetches may omit it)", async () => {
    expect(
      (await t.app.inject({ method: "POST", url: LOGIN, payload: body, headers: { systemId: "62" } })).statusCode,
    ).toBe(200);
  });

  it("leaves reads alone and exempts the start-up portal lookup form post", async () => {
    expect((await t.app.inject({ method: "GET", url: "/gw/agri.user.get/1.0" })).statusCode).toBe(200);
    const lookup = await t.app.inject({
      method: "POST",
      url: "/gw/api/member/getPlatformTypeByUrl",
      payload: "pcurl=http%3A%2F%2Fay.localhost%3A3000%2F",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(lookup.statusCode).toBe(200);
  });

  it("guards every /gw state change, not only account calls", async () => {
    const res = await t.app.inject({ method: "POST", url: "/gw/agri.etpbase.factory.add/1.0", payload: { name: "x" } });
    expect([res.statusCode, res.json()]).toEqual([403, REFUSED]);
  });
});
