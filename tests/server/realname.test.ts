import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../helpers/server-app";
import { caller, cookieOf, type Caller } from "./account-helpers";
import { LARGE_ORDER, PAY_NEEDS_CERT, SHOP_NEEDS_CERT } from "../../src/core/certification-gates";
import { creditCodeCheck } from "../../src/core/check-digits";
import { dataOf, mallCall, newKey, payOrderCall } from "./mall-api";

// Real-name certification through the operator's queue, audit.lasted, and what needs a certified caller
// (docs/accounts.md). The seed holds an application in every state: 13800000001/2/6 verified, 13800000003 waiting
// after a rejection, 13800000005 rejected, 13800000004 none.

let t: TestApp;
let api: Caller;
beforeAll(async () => {
  t = await testApp();
  api = caller(t);
});
afterAll(() => t?.close());

const logIn = async (name: string, on = api) =>
  cookieOf(await on.post("usercenter.login", { login: name, password: "Demo@1234" }));
const PHOTOS = {
  idCardFront: "/files/0123456789abcdef0123456789abcdef.png",
  idCardBack: "/files/fedcba9876543210fedcba9876543210.png",
};
const queue = async (cookie: string, status = "submitted", on = api) =>
  (await on.get("usercenter.realname.audit.list", { status }, cookie)).json();

describe("a person's real name goes through the operator's queue", () => {
  it("asks for both photos and a valid name", async () => {
    const cookie = await logIn("13800000004");
    const res = await api.post(
      "usercenter.realname.update",
      { realName: "张", idCard: "11010519491231002X", idCardFront: "", idCardBack: "https://evil.example/x.png" },
      cookie,
    );
    expect([res.statusCode, res.json().errors]).toEqual([
      422,
      {
        realName: "真实姓名不能少于2个字",
        idCardFront: "请上传身份证人像面照片",
        idCardBack: "身份证国徽面照片须为上传的图片",
      },
    ]);
  });

  it("waits as pending, is refused a second time while waiting, and only the operator decides", async () => {
    const person = await logIn("13800000004");
    const sent = await api.post(
      "usercenter.realname.update",
      { realName: "张晓燕", idCard: "11010519491231002X", ...PHOTOS },
      person,
    );
    expect(sent.json().data).toMatchObject({
      status: "submitted",
      realName: "张晓燕",
      idCardFront: PHOTOS.idCardFront,
      phone: "13800000004",
    });
    expect((await api.get("usercenter.realname.get", {}, person)).json().data).toMatchObject({
      state: 1,
      idCard: "110***********002X",
    });
    const again = await api.post(
      "usercenter.realname.update",
      { realName: "张晓燕", idCard: "11010519491231002X", ...PHOTOS },
      person,
    );
    expect([again.statusCode, again.json().errors]).toEqual([422, { realName: "实名认证正在审核中，请等待审核结果" }]);
    const id = (await queue(await logIn("admin"))).data.list.find(
      (x: { realName: string }) => x.realName === "张晓燕",
    ).id;
    // neither the person, nor another enterprise's administrator, reads the queue or decides
    for (const who of [person, await logIn("13800000001")]) {
      expect((await api.get("usercenter.realname.audit.list", {}, who)).statusCode).toBe(403);
      expect((await api.post("usercenter.realname.audit.approve", { id }, who)).statusCode).toBe(403);
    }
    expect((await api.get("usercenter.realname.audit.list", {})).statusCode).toBe(401);
    expect((await api.get("usercenter.realname.state", {}, person)).json().data).toEqual({ state: 1, reason: null });
  });

  it("rejected with a reason the person reads, resubmitted, then approved: 已认证 and unchangeable", async () => {
    const admin = await logIn("admin");
    const person = await logIn("13800000004");
    const id = (await queue(admin)).data.list.find((x: { realName: string }) => x.realName === "张晓燕").id;
    const noReason = await api.post("usercenter.realname.audit.reject", { id }, admin);
    expect([noReason.statusCode, noReason.json().errors]).toEqual([422, { reason: "请输入驳回原因" }]);
    expect(
      (await api.post("usercenter.realname.audit.reject", { id, reason: "人像面照片反光，请重新拍摄" }, admin))
        .statusCode,
    ).toBe(200);
    const twice = await api.post("usercenter.realname.audit.approve", { id }, admin);
    expect([twice.statusCode, twice.json().msg]).toEqual([422, "当前状态不允许此操作"]);
    expect((await api.get("usercenter.realname.state", {}, person)).json().data).toEqual({
      state: 3,
      reason: "人像面照片反光，请重新拍摄",
    });
    expect((await api.post("usercenter.audit.lasted", {}, person)).json().data.realName).toMatchObject({
      state: 3,
      status: "rejected",
      reason: "人像面照片反光，请重新拍摄",
    });

    expect(
      (
        await api.post(
          "usercenter.realname.update",
          { realName: "张晓燕", idCard: "11010519491231002X", ...PHOTOS },
          person,
        )
      ).json().data.status,
    ).toBe("submitted");
    const next = (await queue(admin)).data.list.find((x: { realName: string }) => x.realName === "张晓燕");
    expect(next.id).not.toBe(id);
    // the operator sees the whole number, to hold against the photo
    expect(next.idCard).toBe("11010519491231002X");
    expect((await api.post("usercenter.realname.audit.approve", { id: next.id }, admin)).statusCode).toBe(200);
    // each decision told the person, with the reason, linking to where it shows; the operator is told nothing
    const told = dataOf(await mallCall(t, "myMessages", { pageSize: 50 }, { cookie: person })).list.filter(
      (m: { link: string }) => m.link === "/personal/info",
    );
    expect(told.map((m: { title: string; body: string | null }) => [m.title, m.body])).toEqual([
      ["您的实名认证已通过", null],
      ["您的实名认证未通过", "驳回原因：人像面照片反光，请重新拍摄"],
    ]);
    expect(
      dataOf(await mallCall(t, "myMessages", { pageSize: 50 }, { cookie: admin })).list.some(
        (m: { link: string }) => m.link === "/personal/info",
      ),
    ).toBe(false);
    expect((await api.get("usercenter.realname.get", {}, person)).json().data).toMatchObject({
      realName: "张晓燕",
      idCard: "110***********002X",
      state: 2,
      reason: null,
    });
    const changed = await api.post(
      "usercenter.realname.update",
      { realName: "别人", idCard: "11010519491231002X", ...PHOTOS },
      person,
    );
    expect(changed.json().errors).toEqual({ realName: "已完成实名认证，不可修改" });
    expect((await queue(admin, "approved")).data.list.some((x: { id: number }) => x.id === next.id)).toBe(true);
  });

  it("keeps each portal's queue to its own operator view: an application sent on YYN is not in AY's queue", async () => {
    const ay = caller(t, 62);
    const list = (await queue(await logIn("admin", ay), "submitted", ay)).data.list;
    expect(list.some((x: { realName: string }) => x.realName === "赵立新")).toBe(false);
    expect(
      (await queue(await logIn("admin"))).data.list.some((x: { realName: string }) => x.realName === "赵立新"),
    ).toBe(true);
    const id = (await queue(await logIn("admin"))).data.list.find(
      (x: { realName: string }) => x.realName === "赵立新",
    ).id;
    expect((await ay.post("usercenter.realname.audit.approve", { id }, await logIn("admin", ay))).statusCode).toBe(404);
  });

  it("shows the seeded rejection's reason to its person, and no one else's application", async () => {
    const person = await logIn("13800000005");
    expect((await api.get("usercenter.realname.get", {}, person)).json().data).toMatchObject({
      realName: "刘小明",
      state: 3,
      reason: "身份证国徽面已过有效期，请上传有效证件",
    });
    expect((await api.post("usercenter.audit.lasted", {}, person)).json().data).toMatchObject({
      certified: false,
      enterprise: null,
    });
  });
});

describe("audit.lasted: the latest results of the person and of the enterprise it acts for", () => {
  it("names the enterprise's newest certification on the portal, with the operator's reason once turned down", async () => {
    const kangmu = await logIn("13800000003");
    const lasted = (await api.post("usercenter.audit.lasted", {}, kangmu)).json().data;
    // 赵立新 waits again after a rejection; 康牧's purchaser application waits, its supplier one is approved
    expect(lasted).toMatchObject({
      certified: true,
      realName: { state: 1, status: "submitted", reason: null },
      enterprise: { role: 1, status: "submitted", reason: null },
    });
    const admin = await logIn("admin");
    const cert = (await api.post("etpbase.business.audit.list", { status: "submitted", pageSize: 50 }, admin))
      .json()
      .data.list.find((x: { companyName: string }) => x.companyName === "康牧兽药有限公司");
    expect(
      (await api.post("etpbase.business.audit.reject", { id: cert.id, reason: "营业执照已过有效期" }, admin))
        .statusCode,
    ).toBe(200);
    expect((await api.post("usercenter.audit.lasted", {}, kangmu)).json().data.enterprise).toMatchObject({
      id: cert.id,
      status: "rejected",
      reason: "营业执照已过有效期",
    });
  });
});

describe("enterprise certification carries a unified social credit code checked by its check character", () => {
  it("refuses a code with a wrong check character and keeps a valid one", async () => {
    const fengshou = await logIn("13800000002");
    const base = {
      role: 1,
      licenseImage: "/files/0123456789abcdef0123456789abcdef.png",
      categories: "饲料原料",
      contact: "李春华",
      phone: "13800000002",
    };
    const bad = await api.post("etpbase.business.audit.add", { ...base, creditCode: "93130631MA0FHMY023" }, fengshou);
    expect([bad.statusCode, bad.json().errors]).toEqual([422, { creditCode: "统一社会信用代码校验位不正确" }]);
    const shape = await api.post("etpbase.business.audit.add", { ...base, creditCode: "93130631MA0FHMY0" }, fengshou);
    expect(shape.json().errors).toEqual({ creditCode: "统一社会信用代码应为18位数字或大写字母" });
    const good = await api.post("etpbase.business.audit.add", { ...base, creditCode: "93130631MA0FHMY022" }, fengshou);
    expect(good.json().data).toMatchObject({ creditCode: "93130631MA0FHMY022", status: "submitted" });
  });
});

describe("what needs a verified real name or an approved enterprise certification", () => {
  const SHOP = {
    name: "刘家牧场农资店",
    logo: PHOTOS.idCardFront,
    shopSort: "PUBLIC",
    qualifications: [{ category: "养殖设备" }],
    licenseImage: PHOTOS.idCardBack,
    contact: "刘小明",
    phone: "13800000005",
    region: "山东省济南市",
    address: "历下区经十路100号",
  };
  let person: string;

  beforeAll(async () => {
    // 13800000005 (刘小明, turned down) founds an enterprise: neither holds a certification (the enterprise's waits)
    person = await logIn("13800000005");
    const creditCode = `91370102MA3LJ0001${creditCodeCheck("91370102MA3LJ0001")}`;
    const founded = await api.post(
      "usercenter.org.register",
      {
        name: "刘家牧场有限公司",
        creditCode,
        businessRole: 1,
        licenseImage: PHOTOS.idCardBack,
        categories: "养殖设备",
      },
      person,
    );
    expect(founded.statusCode, founded.body).toBe(200);
  });

  it("refuses a mall order above ¥50,000 at payment, and not a smaller one", async () => {
    const goods = dataOf(await mallCall(t, "goodsSearch", { search: "绿野", pageSize: 20 })).list.find(
      (g: { price: number; stock: number }) => g.price * g.stock > LARGE_ORDER,
    );
    const quantity = Math.ceil((LARGE_ORDER + 1) / goods.price);
    const order = (q: number) =>
      mallCall(
        t,
        "orderSave",
        {
          submitKey: newKey(),
          address: { name: "刘小明", phone: "13800000005", region: "山东省济南市历下区", detail: "一号仓" },
          goodsId: goods.id,
          quantity: q,
        },
        { cookie: person },
      );
    const big = dataOf(await order(quantity)).list[0];
    expect(Number(big.total)).toBeGreaterThan(LARGE_ORDER);
    const refused = await payOrderCall(t, big.id, { cookie: person });
    expect([refused.statusCode, refused.json().errors]).toEqual([422, { pay: PAY_NEEDS_CERT }]);
    const small = dataOf(await order(goods.minOrder ?? 1)).list[0];
    // past the certification, on to the balance the new enterprise does not have
    expect((await payOrderCall(t, small.id, { cookie: person })).json().errors).toEqual({ pay: "企业余额不足" });
  });

  it("refuses a shop application, then takes it once the operator verified the administrator's real name", async () => {
    const refused = await api.post("sc.shopapply.add", SHOP, person);
    expect([refused.statusCode, refused.json().msg]).toEqual([422, SHOP_NEEDS_CERT]);
    expect((await api.post("usercenter.audit.lasted", {}, person)).json().data).toMatchObject({
      certified: false,
      enterprise: { role: 1, status: "submitted" },
    });
    expect(
      (
        await api.post(
          "usercenter.realname.update",
          { realName: "刘小明", idCard: "370102199509210047", ...PHOTOS },
          person,
        )
      ).json().data.status,
    ).toBe("submitted");
    const admin = await logIn("admin");
    const id = (await queue(admin)).data.list.find((x: { realName: string }) => x.realName === "刘小明").id;
    expect((await api.post("usercenter.realname.audit.approve", { id }, admin)).statusCode).toBe(200);
    expect((await api.post("usercenter.audit.lasted", {}, person)).json().data.certified).toBe(true);
    const opened = await api.post("sc.shopapply.add", SHOP, person);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data.audit).toBe(0);
  });
});
