import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../helpers/server-app";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t?.close());

const login = (body: unknown) =>
  t.app.inject({ method: "POST", url: "/gw/agri.usercenter.login/1.0", payload: body as object });
const me = (cookie?: string) =>
  t.app.inject({ method: "GET", url: "/gw/agri.user.get/1.0", headers: cookie ? { cookie } : {} });

describe("login, current user, logout", () => {
  it("sets an HttpOnly SameSite=Lax agri_sid cookie and returns the user", async () => {
    const res = await login({ login: "13800000001", password: "Demo@1234" });
    expect(res.statusCode).toBe(200);
    const sid = res.cookies.find((c) => c.name === "agri_sid")!;
    expect(sid).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(res.json().data).toMatchObject({
      phone: "13800000001",
      tags: [56, 62, 63, 64, 65, 66],
      grants: { admin: true },
    });
  });

  it("accepts the account name as well as the phone", async () => {
    expect((await login({ login: "admin", password: "Demo@1234" })).statusCode).toBe(200);
  });

  it.each([
    ["wrong password", { login: "13800000001", password: "nope" }],
    ["unknown account", { login: "13899999999", password: "Demo@1234" }],
  ])("%s → 422 账号或密码错误", async (_n, body) => {
    const res = await login(body);
    expect([res.statusCode, res.json().errors]).toEqual([422, { password: "账号或密码错误" }]);
    expect(res.cookies.find((c) => c.name === "agri_sid")).toBeUndefined();
  });

  it("user.get has the contract's shape, null when anonymous", async () => {
    expect((await me()).json()).toEqual({ code: 0, msg: "success", data: null });
    const cookie = await t.login("13800000002");
    const data = (await me(cookie)).json().data;
    expect(Object.keys(data).sort()).toEqual([
      "enterprise",
      "enterprises",
      "grants",
      "id",
      "image",
      "login",
      "name",
      "phone",
      "tags",
    ]);
    expect(data.enterprise).toEqual({
      id: expect.any(Number),
      name: "丰收牧业合作社",
      isAdmin: true,
      businessRole: 3,
      isPlatform: false,
    });
    expect(data.enterprises).toHaveLength(1);
  });

  it("a personal account has no enterprise and no grants", async () => {
    const data = (await me(await t.login("13800000005"))).json().data;
    expect(data.enterprise).toBeNull();
    expect(data.grants).toEqual({ admin: false, menus: [], buttons: [] });
  });

  it("logout ends the session for every later call", async () => {
    const cookie = await t.login("13800000003");
    const out = await t.app.inject({ method: "POST", url: "/gw/agri.usercenter.logout/1.0", headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect((await me(cookie)).json().data).toBeNull();
    expect((await t.call("goods", "list", {}, { cookie })).statusCode).toBe(401);
  });

  it("the origin picks the portal, unknown origins fall to YYN", async () => {
    const pick = async (pcurl: string) =>
      (
        await t.app.inject({
          method: "POST",
          url: "/gw/api/member/getPlatformTypeByUrl",
          payload: `pcurl=${encodeURIComponent(pcurl)}`,
          headers: { "content-type": "application/x-www-form-urlencoded" },
        })
      ).json().data;
    expect(await pick("http://ay.localhost:3000/")).toMatchObject({ systemId: 62, platformType: "AY" });
    expect(await pick("http://127.0.0.1:3000/")).toMatchObject({ systemId: 56, platformType: "YYN" });
  });

  it("unknown API paths are a 404 envelope", async () => {
    const res = await t.app.inject({ method: "GET", url: "/gw/agri.nothing.here/1.0" });
    expect([res.statusCode, res.json().code]).toEqual([404, 404]);
  });
});
