import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../helpers/server-app";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t?.close());

const byUrl = (pcurl: string) =>
  t.app.inject({
    method: "POST",
    url: "/gw/api/member/getPlatformTypeByUrl",
    payload: `pcurl=${encodeURIComponent(pcurl)}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
const get = (name: string, query: Record<string, string> = {}, headers: Record<string, string> = {}, version = "1.0") =>
  t.app.inject({ method: "GET", url: `/gw/agri.${name}/${version}`, query, headers });

describe("portal lookup by origin (getPlatformTypeByUrl, form body pcurl)", () => {
  it.each([
    ["http://yyn.localhost:3000/", 56, "YYN", "0"],
    ["http://ay.localhost:3000/list?x=1", 62, "AY", "1"],
    ["http://slxh.localhost:5173/login", 63, "SLXH", "1"],
    ["http://sheep.localhost/", 64, "SHEEP", "0"],
    ["http://tj.localhost:3000/", 65, "TJ", "0"],
    ["http://hs.localhost:3000/", 66, "HS", "1"],
    ["http://127.0.0.1:3000/", 56, "YYN", "0"],
    ["http://unknown.example.com/", 56, "YYN", "0"],
    ["not a url at all", 56, "YYN", "0"],
  ])("%s → %i %s", async (pcurl, systemId, platType, platformPurpose) => {
    const res = await byUrl(pcurl);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ systemId, platType, platformType: platType, platformPurpose });
    expect(res.json().data.enterpriseId).toBeGreaterThan(0);
  });

  it("getPortalDomain answers the same portal with its enterprise id", async () => {
    const res = await get("portal.domain.get", { application_type: "PC", domain: "sheep.localhost" });
    expect(res.json().data).toEqual({
      enterpriseId: expect.any(Number),
      platType: "SHEEP",
      systemId: 64,
      domain: "sheep.localhost",
      platformPurpose: "0",
    });
  });
});

describe("enterprise info per portal", () => {
  const infoOf = async (host: string) => {
    const domain = (await byUrl(`http://${host}/`)).json().data;
    return (await get("enterprise.info.get", { id: String(domain.enterpriseId) })).json().data;
  };

  it("each portal has its own title, logo, icon, QR code, ICP and copyright", async () => {
    const infos = await Promise.all(["yyn", "ay", "slxh", "sheep", "tj", "hs"].map((p) => infoOf(`${p}.localhost`)));
    for (const key of ["titleCh", "logImageUrl", "icon", "twoDimensionalCodeUrl", "icp", "copyright", "platformName"]) {
      expect(new Set(infos.map((i) => i[key])).size, key).toBe(6);
    }
    expect(infos[1]).toMatchObject({ logImageUrl: "/assets/portal/ay/logo.svg", icon: "/assets/portal/ay/icon.svg" });
  });

  it("SLXH and SHEEP have registration closed; YYN has it open", async () => {
    expect(await infoOf("slxh.localhost")).toMatchObject({ openRegistry: false, openEnterpriseRegistry: false });
    expect(await infoOf("sheep.localhost")).toMatchObject({ openRegistry: false, openEnterpriseRegistry: false });
    expect(await infoOf("yyn.localhost")).toMatchObject({ openRegistry: true, openEnterpriseRegistry: true });
  });

  it("has footer columns of its own and customer-service columns with nextColumn, 40 among them", async () => {
    const yyn = await infoOf("yyn.localhost");
    const ay = await infoOf("ay.localhost");
    expect(yyn.footColumns.length).toBeGreaterThan(0);
    expect(yyn.footColumns.map((c: { id: number }) => c.id)).not.toEqual(
      ay.footColumns.map((c: { id: number }) => c.id),
    );
    const children = yyn.customerServiceColumns.flatMap(
      (c: { nextColumn: { id: number; name: string }[] }) => c.nextColumn,
    );
    expect(children).toContainEqual({ id: 40, name: "平台授权说明" });
    const service = (await get("portal.service.list", { id: String(yyn.id) })).json().data;
    expect(service).toEqual(yyn.customerServiceColumns);
  });

  it("lists the operator rows of a portal with ID and IsDefault (getEnterpriseList, source = system id)", async () => {
    const res = await get("enterprise.list", { source: "62" }, {}, "5.0");
    expect(res.json().data.list).toEqual([
      expect.objectContaining({ ID: expect.any(Number), IsDefault: true, platformName: "爱养牧业商城" }),
    ]);
  });

  it.each([
    ["enterprise.info.get", { id: "abc" }, 422],
    ["enterprise.info.get", {}, 422],
    ["enterprise.info.get", { id: "999999" }, 404],
    ["portal.column.article.get", { id: "-1" }, 422],
    ["portal.column.article.get", { id: "99999" }, 404],
  ])("%s %o → %i", async (name, query, status) => {
    expect((await get(name, query as Record<string, string>)).statusCode).toBe(status);
  });
});

describe("column articles for /introduction", () => {
  it("article 40 names the portal it is read on", async () => {
    const slxh = (await get("portal.column.article.get", { id: "40" }, { systemId: "63" })).json().data;
    const sheep = (await get("portal.column.article.get", { id: "40" }, { systemId: "64" })).json().data;
    expect(slxh).toMatchObject({ id: 40, name: "平台授权说明", parent: { id: 30, name: "帮助中心" } });
    expect(slxh.content).toContain("饲料行业协会采购平台");
    expect(sheep.content).toContain("肉羊产业服务平台");
  });

  it("another portal's footer column is not found", async () => {
    const ay = (await byUrl("http://ay.localhost/")).json().data;
    const info = (await get("enterprise.info.get", { id: String(ay.enterpriseId) })).json().data;
    const footId = String(info.footColumns[0].id);
    expect((await get("portal.column.article.get", { id: footId }, { systemId: "62" })).statusCode).toBe(200);
    expect((await get("portal.column.article.get", { id: footId }, { systemId: "56" })).statusCode).toBe(404);
  });
});

describe("the shell's user calls", () => {
  it("answer null for a visitor", async () => {
    expect((await get("user.info.get")).json()).toMatchObject({ code: 0, data: null });
    expect((await get("user.bo.get")).json()).toMatchObject({ code: 0, data: null });
  });

  it("give the user's business tags and business role", async () => {
    const cookie = await t.login("13800000003");
    const bo = (await get("user.bo.get", {}, { cookie })).json().data;
    expect(bo).toMatchObject({
      tags: [56, 63, 64, 65, 66],
      businessInfo: { role: 2, enterpriseName: "康牧兽药有限公司" },
    });
    const info = (await get("user.info.get", {}, { cookie })).json().data;
    expect(info).toMatchObject({ name: "赵立新", phone: "13800000003" });
    const personal = await t.login("13800000005");
    expect((await get("user.bo.get", {}, { cookie: personal })).json().data).toMatchObject({
      tags: [56],
      businessInfo: null,
    });
  });
});
