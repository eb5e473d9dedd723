import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENTERPRISES } from "../../src/server/db/seed/accounts";
import { creditLines, enterprises } from "../../src/server/db/schema";
import { testApp, type TestApp } from "../helpers/server-app";
import { caller, cookieOf } from "./account-helpers";

// 授信 as the seller 绿野 (13800000001) grants it and the buyers read it (docs/b2b-controls.md, Credit terms); the
// permission, tenant and party matrices cover every endpoint, this file the line's own rules.

let t: TestApp;
let seller: string;
beforeAll(async () => {
  t = await testApp();
  seller = await t.login("13800000001");
});
afterAll(() => t?.close());

const grant = (body: Record<string, unknown>) =>
  t.call("creditLine", "create", { limitAmount: 50_000, days: 30, ...body }, { cookie: seller });
const lineOf = async (id: number) => (await t.db.select().from(creditLines).where(eq(creditLines.id, id)))[0]!;

describe("授信: a seller's line of credit to one buyer enterprise", () => {
  it("names the enterprise registered with the code, under its registered name, and the buyer reads it", async () => {
    const res = await grant({ buyerName: "康牧", buyerCode: ENTERPRISES.kangmu.creditCode });
    // 绿野's demo line to 康牧 holds that code already: one line per buyer, the seller adjusts it
    expect([res.statusCode, res.json().errors]).toEqual([422, { buyerCode: "该采购商已有授信，请在原授信上调整额度" }]);
    const fresh = await grant({ buyerName: "某牧业", buyerCode: "91370781MA3CL0001M" });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const [ent] = await t.db
      .insert(enterprises)
      .values({ name: "青州丰源牧业有限公司", creditCode: "91370781MA3CL0002Q" })
      .returning({ id: enterprises.id });
    const named = await grant({ buyerName: "丰源", buyerCode: "91370781MA3CL0002Q", days: 45 });
    expect(named.json().data).toMatchObject({ buyerName: "青州丰源牧业有限公司", usedAmount: 0, status: "active" });
    expect((await lineOf(named.json().data.id)).buyerEnterpriseId).toBe(ent!.id);
    // its name is the registered one: a new name is refused, never dropped unseen
    const renamed = await t.call(
      "creditLine",
      "update",
      { id: named.json().data.id, buyerName: "丰源牧业" },
      { cookie: seller },
    );
    expect(renamed.json().errors).toEqual({
      buyerName: "该采购商已在本平台注册，名称以注册名称「青州丰源牧业有限公司」为准",
    });
    // a code nobody holds yet waits for its enterprise
    expect((await lineOf(fresh.json().data.id)).buyerEnterpriseId).toBeNull();
  });

  it("refuses a line to the seller's own enterprise", async () => {
    const res = await grant({ buyerName: "绿野", buyerCode: ENTERPRISES.lvye.creditCode });
    expect([res.statusCode, res.json().errors]).toEqual([
      422,
      { buyerCode: "不能给本企业授信，请填写采购商的统一社会信用代码" },
    ]);
  });

  it("never goes below what the buyer owes on it", async () => {
    const made = (await grant({ buyerName: "某养殖场", buyerCode: "91350100M000100Y43" })).json().data;
    await t.db
      .update(creditLines)
      .set({ usedAmount: 12_345.6 } as never)
      .where(eq(creditLines.id, made.id));
    const low = await t.call("creditLine", "update", { id: made.id, limitAmount: 10_000 }, { cookie: seller });
    expect([low.statusCode, low.json().errors]).toEqual([
      422,
      { limitAmount: "授信额度不能低于已用额度 12,345.60 元" },
    ]);
    const up = await t.call("creditLine", "update", { id: made.id, limitAmount: 12_345.6 }, { cookie: seller });
    expect(up.statusCode, up.body).toBe(200);
  });

  it("names the enterprise that registers with a waiting line's code, and that enterprise reads it", async () => {
    // the line the first case granted to a code nobody held
    const code = "91370781MA3CL0001M";
    const cookie = cookieOf(await caller(t).post("usercenter.login", { login: "13800000005", password: "Demo@1234" }));
    const org = { name: "临朐某牧业有限公司", creditCode: code, businessRole: 1 };
    const res = await caller(t).post(
      "usercenter.org.register",
      { ...org, licenseImage: "/assets/certification/license.svg", categories: "饲料" },
      cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [line] = await t.db.select().from(creditLines).where(eq(creditLines.buyerCode, code));
    expect(line).toMatchObject({ buyerName: org.name, limitAmount: 50_000 });
    const mine = await t.call("creditLine", "audience:buyer:list", { pageSize: 20 }, { cookie });
    expect(mine.json().data.list.map((x: { id: number }) => x.id)).toEqual([line!.id]);
    expect(mine.json().data.list[0].enterpriseName).toBe("绿野饲料有限公司");
  });
});
