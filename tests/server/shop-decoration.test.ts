import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceTables, role, roleGrants, shopDecorations } from "../../src/server/db/schema";
import { testApp, type TestApp } from "../helpers/server-app";
import { dataOf, mallCall } from "./mall-api";

/**
 * 店铺装修 (docs/seller.md): the seller edits a draft, buyers see only what was published, a preview of the draft is
 * for the shop's own staff, and a decoration points only at the shop's own goods on sale and its own kinds.
 */
let t: TestApp;
let lvye: string;
let kangmu: string;
let staff: string;
let shopId: number;
let decorationId: number;

type Front = {
  preview: boolean;
  notice: string | null;
  banners: { image: string; link: string | null }[];
  featured: { id: number }[];
  floors: { title: string; goods: { id: number }[] }[];
  nav: { label: string; href: string }[];
};
const front = async (o: { cookie?: string; preview?: boolean } = {}) =>
  dataOf<Front>(
    await mallCall(t, "shopDecoration", { shopId, ...(o.preview ? { preview: 1 } : {}) }, { cookie: o.cookie }),
  );
const save = (payload: Record<string, unknown>, cookie = lvye) =>
  t.call("shopDecoration", "update", { id: decorationId, ...payload }, { cookie });
const draft = async () => dataOf(await t.call("shopDecoration", "get", { id: decorationId }, { cookie: lvye }));
const goodsOf = async (cookie: string, status: string) =>
  (await t.call("goods", "list", { status, pageSize: 5 }, { cookie })).json().data.list as { id: number }[];

beforeAll(async () => {
  t = await testApp();
  [lvye, kangmu, staff] = [await t.login("13800000001"), await t.login("13800000003"), await t.login("13800000004")];
  const [row] = dataOf(await t.call("shopDecoration", "list", {}, { cookie: lvye })).list;
  [shopId, decorationId] = [row.shopId, row.id];
});
afterAll(() => t?.close());

describe("shop decoration: published versus draft", () => {
  it("a fresh start: 绿野's front shows the published decoration, its draft holds unpublished changes", async () => {
    const mine = await draft();
    expect(mine.status).toBe("draft");
    const live = await front();
    expect(live.preview).toBe(false);
    expect(live.banners.map((b) => b.image)).toEqual(["/assets/mall/deco/lvye-1.svg", "/assets/mall/deco/lvye-2.svg"]);
    expect(live.notice).not.toBe(mine.notice);
    expect(mine.banners).toHaveLength(3);
    expect(live.featured.length).toBeGreaterThan(0);
    expect(live.floors.length).toBeGreaterThan(0);
    expect(live.nav.map((n) => n.label)).toContain("全部货品");
  });

  it("the preview answers the draft to the shop's own staff who may decorate, and the published version to anyone else", async () => {
    const mine = await draft();
    const seen = await front({ cookie: lvye, preview: true });
    expect([seen.preview, seen.notice, seen.banners.map((b) => b.image)]).toEqual([
      true,
      mine.notice,
      mine.banners.map((b: { image: string }) => b.image),
    ]);
    const published = await front();
    // a visitor, another shop's seller, and an employee of 绿野 whose role does not grant 店铺装修 all get what buyers get
    for (const cookie of [undefined, kangmu, staff]) expect(await front({ cookie, preview: true })).toEqual(published);
    const [{ id: roleId }] = await t.db.select({ id: role.id }).from(role).where(eq(role.name, "招标专员"));
    await t.db.insert(roleGrants).values({ roleId: roleId!, kind: "menu", code: "/manage/seller/decorate/index" });
    expect((await front({ cookie: staff, preview: true })).preview).toBe(true);
    await t.db.delete(roleGrants).where(eq(roleGrants.code, "/manage/seller/decorate/index"));
  });

  it("发布 makes the draft, navigation included, the front; later edits wait for the next 发布", async () => {
    const mine = await draft();
    const done = await t.call("shopDecoration", "publish", { id: decorationId }, { cookie: lvye });
    expect([done.statusCode, done.json().data.status]).toEqual([200, "published"]);
    const live = await front();
    expect([live.notice, live.banners.length]).toEqual([mine.notice, 3]);

    const edited = await save({ notice: "五一假期正常发货" });
    expect([edited.statusCode, edited.json().data.status]).toEqual([200, "draft"]);
    expect((await front()).notice).toBe(mine.notice);
    expect((await t.call("shopDecoration", "publish", { id: decorationId }, { cookie: lvye })).statusCode).toBe(200);
    expect((await front()).notice).toBe("五一假期正常发货");

    // a new navigation entry is a change of the decoration too
    const nav = await t.call(
      "shopNav",
      "create",
      { label: "饲料专区", target: "link", link: "/list?search=饲料", sort: 1 },
      { cookie: lvye },
    );
    expect(nav.statusCode, nav.body).toBe(200);
    expect((await draft()).status).toBe("draft");
    expect((await front()).nav.map((n) => n.label)).not.toContain("饲料专区");
    expect((await front({ cookie: lvye, preview: true })).nav[0]).toEqual({
      label: "饲料专区",
      href: "/list?search=饲料",
    });
    await t.call("shopDecoration", "publish", { id: decorationId }, { cookie: lvye });
    expect((await front()).nav[0]).toEqual({ label: "饲料专区", href: "/list?search=饲料" });
    const log = dataOf(await t.call("shopDecoration", "log", { id: decorationId }, { cookie: lvye })).list.map(
      (m: { label: string }) => m.label,
    );
    expect(log.slice(-4)).toEqual(["编辑", "发布", "修改导航", "发布"]);
  });

  it("goods taken off sale leave the front, while the published choice keeps them", async () => {
    const featured = (await front()).featured.map((g) => g.id);
    const off = await t.call("goods", "offSale", { id: featured[0] }, { cookie: lvye });
    expect(off.statusCode, off.body).toBe(200);
    expect((await front()).featured.map((g) => g.id)).toEqual(featured.slice(1));
    expect((await draft()).featured).toContain(featured[0]);
    await t.call("goods", "onSale", { id: featured[0] }, { cookie: lvye });
    expect((await front()).featured.map((g) => g.id)).toEqual(featured);
  });
});

describe("shop decoration: only the shop's own goods and kinds, and well-formed input", () => {
  it("refuses other shops' goods and kinds, goods not on sale and links out of the mall with 422 on the field, changing nothing", async () => {
    const before = JSON.stringify(
      await t.db.select().from(shopDecorations).where(eq(shopDecorations.id, decorationId)),
    );
    const [theirs] = await goodsOf(kangmu, "on_sale");
    const [notOnSale] = [...(await goodsOf(lvye, "draft")), ...(await goodsOf(lvye, "off_sale"))];
    const kinds = resourceTables.shopClassify!;
    const [theirKind] = await t.db.select({ id: kinds.id }).from(kinds).where(eq(kinds.name, "兽用药品"));
    const [ownGoods] = await goodsOf(lvye, "on_sale");
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ featured: [theirs!.id] }, { featured: "推荐商品不存在" }],
      [{ featured: [notOnSale!.id] }, { featured: "只能选择本店在售的商品" }],
      [{ featured: Array.from({ length: 13 }, (_, i) => i + 1) }, { featured: "推荐商品最多选12个" }],
      [
        {
          floors: [
            { title: "新品", source: "goods", goodsIds: [ownGoods!.id] },
            { title: "他店", source: "goods", goodsIds: [theirs!.id] },
          ],
        },
        { "floors.1.goodsIds": "楼层商品不存在" },
      ],
      [{ floors: [{ title: "兽药", source: "kind", kindId: theirKind!.id }] }, { "floors.0.kindId": "店铺分类不存在" }],
      [{ floors: [{ title: "空楼层", source: "goods" }] }, { "floors.0.goodsIds": "请选择楼层商品" }],
      [
        { banners: [{ image: "/assets/mall/deco/lvye-1.svg", link: "https://example.com" }] },
        { "banners.0.link": "请填写以 / 开头的商城内链接，如 /goodInfo?id=21" },
      ],
      [
        { banners: [{ image: "/assets/mall/deco/lvye-1.svg", link: "//example.com/x" }] },
        { "banners.0.link": "请填写以 / 开头的商城内链接，如 /goodInfo?id=21" },
      ],
      [{ banners: [{ link: "/list" }] }, { "banners.0.image": "请上传横幅图片" }],
      [
        { banners: Array.from({ length: 6 }, () => ({ image: "/assets/mall/deco/lvye-1.svg" })) },
        { banners: "轮播横幅最多5行" },
      ],
      [{ theme: "#123456" }, { theme: "主题色的取值无效" }],
      [{ floors: "楼层" }, { floors: "商品楼层格式不正确" }],
      // an id no integer column holds names no row: refused before it reaches the database
      [{ featured: [2_147_483_648] }, { featured: "推荐商品的取值无效" }],
      [
        { floors: [{ title: "新品", source: "kind", kindId: 99_999_999_999 }] },
        { "floors.0.kindId": "店铺分类的取值无效" },
      ],
    ];
    for (const [payload, errors] of cases) {
      const res = await save(payload);
      expect([res.statusCode, res.json().errors], JSON.stringify(payload)).toEqual([422, errors]);
    }
    const nav = await t.call(
      "shopNav",
      "create",
      { label: "兽药", target: "kind", kindId: theirKind!.id },
      { cookie: lvye },
    );
    expect([nav.statusCode, nav.json().errors]).toEqual([422, { kindId: "店铺分类不存在" }]);
    expect(JSON.stringify(await t.db.select().from(shopDecorations).where(eq(shopDecorations.id, decorationId)))).toBe(
      before,
    );
  });

  it("a row id too big for any row is a 422, never a 500", async () => {
    const res = await t.call("shopDecoration", "get", { id: 99_999_999_999 }, { cookie: lvye });
    expect([res.statusCode, res.json().errors]).toEqual([422, { id: "id必须是正整数" }]);
  });

  it("another enterprise can neither read, change nor publish 绿野's decoration", async () => {
    for (const action of ["get", "update", "publish", "log"]) {
      const res = await t.call("shopDecoration", action, { id: decorationId, notice: "篡改" }, { cookie: kangmu });
      expect([action, res.statusCode]).toEqual([action, 404]);
    }
  });

  it("a shop the operator opens has its decoration, blank until its seller publishes one", async () => {
    const newcomer = await t.login("13800000006");
    const applied = await t.call(
      "shop",
      "create",
      {
        name: "新农源农资直营店",
        logo: "/assets/mall/shop-wotu.svg",
        shopSort: "PUBLIC",
        qualifications: [{ category: "化肥" }],
        licenseImage: "/assets/certification/license.svg",
        contact: "陈新民",
        phone: "13800000006",
        region: "河北石家庄",
        address: "石家庄市长安区中山东路8号",
      },
      { cookie: newcomer },
    );
    expect(applied.statusCode, applied.body).toBe(200);
    expect(
      (await t.call("shop", "approve", { id: applied.json().data.id }, { cookie: await t.login("admin") })).statusCode,
    ).toBe(200);
    const [row] = dataOf(await t.call("shopDecoration", "list", {}, { cookie: newcomer })).list;
    expect([row.shopId, row.status, row.publishedAt]).toEqual([applied.json().data.id, "draft", null]);
    const blank = dataOf(await mallCall(t, "shopDecoration", { shopId: row.shopId, preview: 1 }));
    expect(blank).toMatchObject({ preview: false, publishedAt: null, banners: [], featured: [], floors: [], nav: [] });
  });
});
