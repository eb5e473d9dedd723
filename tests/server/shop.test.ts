import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../helpers/server-app";

/**
 * Opening a shop (docs/seller.md): the administrator applies with the licences its categories need, the
 * platform operator audits it, and only an open shop sells — every seller call of an enterprise without one is
 * refused, and a frozen shop leaves the mall at once.
 */
let t: TestApp;
let fengshou: string;
let operator: string;
const AY = { systemId: 62 };

beforeAll(async () => {
  t = await testApp();
  fengshou = await t.login("13800000002");
  operator = await t.login("admin");
});
afterAll(() => t?.close());

const application = (
  categories: { category: string; licenseNo?: string; expireDate?: string }[],
  more: Record<string, unknown> = {},
) => ({
  name: "丰收牧业安阳直供店",
  logo: "/assets/mall/shop-lvye.svg",
  shopSort: "PUBLIC",
  qualifications: categories,
  licenseImage: "/assets/certification/license.svg",
  contact: "李春华",
  phone: "13800000002",
  region: "河南安阳",
  address: "安阳市文峰区中华路66号",
  ...more,
});

describe("opening a shop", () => {
  it("an enterprise without a shop is refused every seller call until the operator opens its shop", async () => {
    const goods = await t.call("goods", "list", {}, { cookie: fengshou, ...AY });
    expect([goods.statusCode, goods.json().msg]).toEqual([403, "您还没有开通商城店铺，请先开店并通过平台审核"]);
    expect((await t.call("shopClassify", "create", { name: "饲料" }, { cookie: fengshou, ...AY })).statusCode).toBe(
      403,
    );
    expect((await t.call("shop", "list", {}, { cookie: fengshou, ...AY })).json().data.list).toEqual([]);

    // dealing in veterinary drugs needs the drug licence's photo, number and expiry
    const missing = await t.call("shop", "create", application([{ category: "兽药" }, { category: "化肥" }]), {
      cookie: fengshou,
      ...AY,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({
      vetLicenseImage: "经营兽药须上传兽药经营许可证",
      "qualifications.0.licenseNo": "经营兽药须填写许可证编号",
      "qualifications.0.expireDate": "经营兽药须填写许可证有效期",
    });
    expect(missing.json().errors["qualifications.1.licenseNo"]).toBeUndefined();

    const applied = await t.call(
      "shop",
      "create",
      application(
        [{ category: "兽药", licenseNo: "兽药经营证(2024)41050001", expireDate: "2030-06-30" }, { category: "化肥" }],
        { vetLicenseImage: "/assets/certification/vet-license.svg" },
      ),
      { cookie: fengshou, ...AY },
    );
    expect([applied.statusCode, applied.json().data?.audit], applied.body).toEqual([200, 0]);
    const id = applied.json().data.id as number;
    const again = await t.call("shop", "create", application([{ category: "化肥" }]), { cookie: fengshou, ...AY });
    expect([again.statusCode, again.json().msg]).toEqual([422, "本企业在当前门户已有店铺，请勿重复申请"]);
    // waiting for the audit still sells nothing, and the applicant cannot approve itself
    expect((await t.call("goods", "list", {}, { cookie: fengshou, ...AY })).statusCode).toBe(403);
    expect((await t.call("shop", "approve", { id }, { cookie: fengshou, ...AY })).statusCode).toBe(403);

    const queue = await t.call(
      "shop",
      "audience:operator:list",
      { audit: 0, pageSize: 100 },
      { cookie: operator, ...AY },
    );
    expect(queue.json().data.list.map((x: { id: number }) => x.id)).toContain(id);
    const approved = await t.call("shop", "approve", { id }, { cookie: operator, ...AY });
    expect([approved.statusCode, approved.json().data?.audit], approved.body).toEqual([200, 1]);
    expect((await t.call("goods", "list", {}, { cookie: fengshou, ...AY })).statusCode).toBe(200);
    const front = await t.app.inject({
      method: "POST",
      url: "/gw/agri.sc.queryshop/1.0",
      headers: { systemId: "62" },
      payload: { shopId: id },
    });
    expect([front.statusCode, front.json().data?.name]).toEqual([200, "丰收牧业安阳直供店"]);

    // frozen: the shop leaves the mall and the seller center closes, with the reason on the shop's log
    const frozen = await t.call(
      "shop",
      "freeze",
      { id, reason: "多次被投诉发货延迟，整改期间冻结" },
      { cookie: operator, ...AY },
    );
    expect([frozen.statusCode, frozen.json().data?.audit]).toEqual([200, 3]);
    expect((await t.call("goods", "list", {}, { cookie: fengshou, ...AY })).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/gw/agri.sc.queryshop/1.0",
          headers: { systemId: "62" },
          payload: { shopId: id },
        })
      ).statusCode,
    ).toBe(404);
    const log = await t.call("shop", "log", { id }, { cookie: fengshou, ...AY });
    expect(log.json().data.list.map((m: { move: string }) => m.move)).toEqual(["create", "approve", "freeze"]);
    expect(log.json().data.list[2].note.reason.value).toBe("多次被投诉发货延迟，整改期间冻结");
    expect((await t.call("shop", "unfreeze", { id }, { cookie: operator, ...AY })).json().data?.audit).toBe(1);

    // each decision reached 丰收 as an in-site message on AY, the freeze with its reason; nobody else got them
    const messages = async (cookie: string, systemId = 62) =>
      (
        await t.app.inject({
          method: "GET",
          url: "/gw/agri.sc.message.my.list/1.0",
          headers: { cookie, systemId: String(systemId) },
        })
      ).json().data;
    const inbox = await messages(fengshou);
    const before = inbox.unread;
    expect(inbox.list.slice(0, 3).map((m: { title: string }) => m.title)).toEqual([
      "您的店铺已解冻，恢复营业",
      "您的店铺已被冻结",
      "您的店铺已通过审核，现已开通",
    ]);
    expect(inbox.list[1]).toMatchObject({
      body: "冻结原因：多次被投诉发货延迟，整改期间冻结",
      link: "/setUpStore/shopStatus?audit=3",
      readAt: null,
    });
    expect((await messages(fengshou, 56)).list.map((m: { title: string }) => m.title)).not.toContain(
      "您的店铺已被冻结",
    );
    const kangmu = await t.login("13800000003");
    expect((await messages(kangmu, 56)).list.map((m: { title: string }) => m.title)).not.toContain("您的店铺已被冻结");
    const read = (cookie: string, payload: unknown, systemId = 62) =>
      t.app.inject({
        method: "POST",
        url: "/gw/agri.sc.message.my.read/1.0",
        headers: { cookie, systemId: String(systemId) },
        payload: payload as object,
      });
    // another enterprise cannot mark them read; 丰收 can, one or all
    expect((await read(kangmu, { id: inbox.list[0].id }, 56)).statusCode).toBe(404);
    expect((await read(fengshou, { id: inbox.list[0].id })).json().data.read).toBe(1);
    expect((await messages(fengshou)).unread).toBe(before - 1);
    expect((await read(fengshou, { all: true })).json().data.read).toBe(before - 1);
    expect((await messages(fengshou)).unread).toBe(0);
    expect((await read(fengshou, {})).statusCode).toBe(422);
  });

  it("a rejected application whose licence has run out cannot be resubmitted until the licence is renewed", async () => {
    const [mine] = (await t.call("shop", "list", {}, { cookie: fengshou })).json().data.list;
    expect([mine.name, mine.audit]).toEqual(["丰收牧业农资直供店", 2]);
    const log = (await t.call("shop", "log", { id: mine.id }, { cookie: fengshou })).json().data.list;
    expect(log.at(-1)).toMatchObject({
      move: "reject",
      note: { reason: { value: "兽药经营许可证已过期，请上传有效证件" } },
    });

    const refused = await t.call("shop", "resubmit", { id: mine.id }, { cookie: fengshou });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ "qualifications.1.expireDate": "兽药许可证已过期，请更新证件后再提交" });

    const { qualifications } = (await t.call("shop", "get", { id: mine.id }, { cookie: fengshou })).json().data;
    const lines = qualifications.map((l: Record<string, unknown>) =>
      l.category === "兽药" ? { ...l, expireDate: "2030-12-31" } : l,
    );
    expect(
      (await t.call("shop", "update", { id: mine.id, qualifications: lines }, { cookie: fengshou })).statusCode,
    ).toBe(200);
    const resubmitted = await t.call("shop", "resubmit", { id: mine.id }, { cookie: fengshou });
    expect([resubmitted.statusCode, resubmitted.json().data?.audit]).toEqual([200, 0]);
  });

  it("an open shop changes its front without a new audit, but not its audited name", async () => {
    const lvye = await t.login("13800000001");
    const [mine] = (await t.call("shop", "list", {}, { cookie: lvye })).json().data.list;
    expect(mine.audit).toBe(1);
    const edited = await t.call("shop", "update", { id: mine.id, name: "改个名字" }, { cookie: lvye });
    expect(edited.statusCode).toBe(422);
    const info = await t.call(
      "shop",
      "updateInfo",
      {
        id: mine.id,
        logo: mine.logo,
        intro: "新的店铺简介",
        contact: "王建国",
        phone: "0536-7654321",
        servicePhone: "400-600-1000",
      },
      { cookie: lvye },
    );
    expect([info.statusCode, info.json().data?.intro, info.json().data?.audit], info.body).toEqual([
      200,
      "新的店铺简介",
      1,
    ]);
  });
});
