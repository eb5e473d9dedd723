import { describe, expect, it } from "vitest";
import { resourceByName, resources } from "../../resources";
import { createAccessControl, checkFor } from "../../src/web/providers/access-control";
import { createAuthProvider, safeReturnUrl } from "../../src/web/providers/auth-provider";
import type { ApiRequest } from "../../src/web/providers/http";
import { createIdentity } from "../../src/web/providers/identity";
import { fakeHttp } from "../helpers/fake-http";
import { userWith } from "./test-app";

const goods = resourceByName("goods");
const employee = resourceByName("employee");

describe("access control", () => {
  it.each([
    ["list", { menu: goods.menu.path }],
    ["show", { menu: goods.menu.path }],
    ["create", { button: goods.buttons.create }],
    ["edit", { button: goods.buttons.edit }],
    ["delete", { button: goods.buttons.delete }],
    ["offSale", { button: goods.actions!.offSale.button }],
  ])("goods %s is checked by %j", (action, check) => {
    expect(checkFor(goods, action)).toEqual(check);
  });

  it("denies a button the resource does not declare (employee has no delete)", async () => {
    expect(checkFor(employee, "delete")).toBeUndefined();
    const fake = fakeHttp(() => userWith({ admin: true }));
    const ac = createAccessControl(resources, createIdentity(fake.http, "agri"));
    await expect(ac.can({ resource: "employee", action: "delete" })).resolves.toMatchObject({ can: false });
    await expect(ac.can({ resource: "employee", action: "edit" })).resolves.toEqual({ can: true });
  });

  it("asks the server for the user once for a screen full of checks", async () => {
    const fake = fakeHttp(() => userWith({ menus: [goods.menu.path], buttons: [goods.buttons.create!] }));
    const ac = createAccessControl(resources, createIdentity(fake.http, "agri"));
    const answers = await Promise.all(
      ["list", "create", "edit", "onSale"].map((action) => ac.can({ resource: "goods", action })),
    );
    expect(answers.map((a) => a.can)).toEqual([true, true, false, false]);
    expect(fake.calls).toEqual([{ method: "GET", url: "agri.user.get/1.0" }]);
    expect(ac.options?.buttons).toEqual({ enableAccessControl: true, hideIfUnauthorized: true });
  });

  it("denies everything to an anonymous visitor", async () => {
    const ac = createAccessControl(resources, createIdentity(fakeHttp(() => null).http, "agri"));
    await expect(ac.can({ resource: "goods", action: "list" })).resolves.toMatchObject({ can: false });
  });
});

describe("auth provider", () => {
  const setup = (reply: (req: ApiRequest) => unknown) => {
    const fake = fakeHttp(reply);
    return { fake, auth: createAuthProvider(fake.http, createIdentity(fake.http, "agri"), "agri") };
  };

  it("logs in with login and password and returns to retUrl", async () => {
    const { fake, auth } = setup(() => userWith({}));
    const result = await auth.login({
      login: "13800000001",
      password: "Demo@1234",
      retUrl: "/manage/seller/goods?x=1",
    });
    expect(fake.only()).toEqual({
      method: "POST",
      url: "agri.usercenter.login/1.0",
      data: { login: "13800000001", password: "Demo@1234" },
    });
    expect(result).toEqual({ success: true, redirectTo: "/manage/seller/goods?x=1" });
  });

  it("passes the server's 422 reason and field errors back to the form", async () => {
    const fake = fakeHttp();
    fake.http.request = async () =>
      Promise.reject({ message: "账号或密码错误", statusCode: 422, errors: { password: "账号或密码错误" } });
    const auth = createAuthProvider(fake.http, createIdentity(fake.http, "agri"), "agri");
    const result = await auth.login({ login: "x", password: "y" });
    expect(result).toMatchObject({
      success: false,
      error: { message: "账号或密码错误", errors: { password: "账号或密码错误" } },
    });
  });

  it.each([
    [null, "/tendering"],
    ["/tendering/factory", "/tendering/factory"],
    ["//evil.example.com", "/tendering"],
    ["https://evil.example.com", "/tendering"],
  ])("retUrl %j → %s", (retUrl, to) => {
    expect(safeReturnUrl(retUrl)).toBe(to);
  });

  it("check sends an anonymous visitor to /login with retUrl", async () => {
    window.history.replaceState(null, "", "/tendering/factory?page=2");
    const { auth } = setup(() => null);
    await expect(auth.check()).resolves.toMatchObject({
      authenticated: false,
      redirectTo: "/login?retUrl=%2Ftendering%2Ffactory%3Fpage%3D2",
    });
  });

  it("logout posts to the logout endpoint and lands on /login", async () => {
    const { fake, auth } = setup(() => null);
    await expect(auth.logout({})).resolves.toEqual({ success: true, redirectTo: "/login" });
    expect(fake.only()).toEqual({ method: "POST", url: "agri.usercenter.logout/1.0" });
  });
});
