import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { enterprises, resourceTables } from "../../src/server/db/schema";
import { refIdsFor } from "../helpers/server-refs";
import { samplePayload } from "../helpers/server-samples";
import { OPERATOR_ONLY } from "../../src/server/operations/requires";
import { testApp, type TestApp } from "../helpers/server-app";

/**
 * Business roles (spec §3) come from certification: an enterprise quotes only while it holds an approved supplier
 * certification on the portal and publishes tenders only with an approved purchaser one; the platform operator's
 * approval adds the role its memberships show.
 */
let t: TestApp;
let kangmu: string;
let operator: string;
let kangmuId: number;
const certifications = resourceTables.certification!;

beforeAll(async () => {
  t = await testApp();
  kangmu = await t.login("13800000003");
  operator = await t.login("admin");
  const [e] = await t.db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(eq(enterprises.name, "康牧兽药有限公司"));
  kangmuId = e!.id;
});
afterAll(() => t?.close());

const roleOf = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/gw/agri.user.get/1.0", headers: { cookie } })).json().data.enterprise
    .businessRole;
const apply = async (role: 1 | 2) => {
  const res = await t.call(
    "certification",
    "create",
    { ...samplePayload(resourceByName("certification")), role },
    { cookie: kangmu },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; applyNo: string; status: string };
};

describe("certification and the business role", () => {
  it("a supplier not certified to purchase cannot publish a tender until the operator approves its application", async () => {
    expect(await roleOf(kangmu)).toBe(2);
    // a draft is the enterprise's own business; putting it before suppliers needs the purchaser role
    const factory = resourceByName("factory");
    expect((await t.call("factory", "create", samplePayload(factory), { cookie: kangmu })).statusCode).toBe(200);
    const bidOrder = resourceByName("bidOrder");
    const tender = await t.call(
      "bidOrder",
      "create",
      samplePayload(bidOrder, await refIdsFor(t, bidOrder, { cookie: kangmu })),
      { cookie: kangmu },
    );
    expect(tender.statusCode, tender.body).toBe(200);
    const refused = await t.call("bidOrder", "publish", { id: tender.json().data.id }, { cookie: kangmu });
    expect([refused.statusCode, refused.json().msg]).toEqual([
      422,
      "贵企业尚未通过采购商认证，请先完成采购商认证后再发布",
    ]);

    // its purchaser application already waits for the operator (seeded): a second one beside it is refused
    const second = await t.call(
      "certification",
      "create",
      { ...samplePayload(resourceByName("certification")), role: 1 },
      { cookie: kangmu },
    );
    expect([second.statusCode, second.json().errors]).toEqual([
      422,
      { role: "贵企业已有一份待审核的同类认证申请，请等待平台审核结果或撤回后再提交" },
    ]);
    const mine = await t.call("certification", "list", { status: "submitted", pageSize: 50 }, { cookie: kangmu });
    const application = (mine.json().data.list as { id: number; applyNo: string; status: string; role: number }[]).find(
      (a) => a.role === 1,
    )!;
    expect(application.applyNo).toMatch(/^RZ\d{12}$/);
    // the applicant cannot decide its own application
    expect((await t.call("certification", "approve", { id: application.id }, { cookie: kangmu })).statusCode).toBe(403);
    const queue = await t.call(
      "certification",
      "audience:operator:list",
      { status: "submitted", pageSize: 200 },
      { cookie: operator },
    );
    expect(queue.json().data.list.map((x: { id: number }) => x.id)).toContain(application.id);
    const approved = await t.call("certification", "approve", { id: application.id }, { cookie: operator });
    expect([approved.statusCode, approved.json().data.status]).toEqual([200, "approved"]);
    expect(await roleOf(kangmu)).toBe(3);
    expect((await t.call("bidOrder", "publish", { id: tender.json().data.id }, { cookie: kangmu })).statusCode).toBe(
      200,
    );
  });

  it("an enterprise whose supplier approval is gone is refused a quote, whatever its business role says, and quotes once certified again", async () => {
    // the role a membership shows is no licence: only an approved certification on the portal is
    await t.db
      .update(certifications)
      .set({ status: "superseded" } as never)
      .where(and(eq(certifications.enterpriseId, kangmuId), eq(certifications.role, 2)));
    expect(await roleOf(kangmu)).toBe(3);
    const offer = resourceByName("bidOffer");
    const refs = await refIdsFor(t, offer, { cookie: kangmu });
    const refused = await t.call("bidOffer", "create", samplePayload(offer, refs), { cookie: kangmu });
    expect([refused.statusCode, refused.json().errors]).toEqual([
      422,
      { bidOrderId: "贵企业尚未通过供应商认证，请先完成供应商认证后再报价" },
    ]);

    const application = await apply(2);
    const rejected = await t.call(
      "certification",
      "reject",
      { id: application.id, reason: "营业执照照片不清晰，请重新上传" },
      { cookie: operator },
    );
    expect(rejected.json().data.status).toBe("rejected");
    expect((await t.call("bidOffer", "create", samplePayload(offer, refs), { cookie: kangmu })).statusCode).toBe(422);
    expect(
      (await t.call("certification", "resubmit", { id: application.id }, { cookie: kangmu })).json().data.status,
    ).toBe("submitted");
    expect((await t.call("certification", "approve", { id: application.id }, { cookie: operator })).statusCode).toBe(
      200,
    );
    const quoted = await t.call("bidOffer", "create", samplePayload(offer, refs), { cookie: kangmu });
    expect(quoted.statusCode, quoted.body).toBe(200);
  });

  it("another enterprise's administrator is turned away from the queue and decides nothing", async () => {
    const application = await apply(2);
    const lvye = await t.login("13800000001");
    for (const [call, payload] of [
      ["audience:operator:list", { pageSize: 200 }],
      ["audience:operator:get", { id: application.id }],
      ["approve", { id: application.id }],
    ] as const) {
      const res = await t.call("certification", call, payload, { cookie: lvye });
      expect([res.statusCode, res.json().msg], call).toEqual([403, OPERATOR_ONLY]);
    }
    // withdrawn, it no longer waits: the enterprise may apply for that kind again
    expect((await t.call("certification", "withdraw", { id: application.id }, { cookie: kangmu })).statusCode).toBe(
      200,
    );
    expect((await apply(1)).status).toBe("submitted");
  });

  it("the supplier directory lists each certified supplier of the portal once, by registered name, to anyone; a renewal replaces the earlier approval", async () => {
    const directory = async () =>
      (await t.call("certification", "audience:directory:list", { pageSize: 200 }, {})).json().data.list as {
        id: number;
        companyName: string;
        enterpriseName: string;
      }[];
    const names = (await directory()).map((x) => x.companyName);
    expect(names.length, "every supplier once").toBe(new Set(names).size);
    expect(names).toEqual(expect.arrayContaining(["绿野饲料有限公司", "丰收牧业合作社", "康牧兽药有限公司"]));
    // the name shown is the applicant's own account's
    expect((await directory()).every((x) => x.companyName === x.enterpriseName)).toBe(true);
    const before = (await directory()).find((x) => x.companyName === "康牧兽药有限公司")!;

    const renewal = await apply(2);
    expect((await t.call("certification", "get", { id: renewal.id }, { cookie: kangmu })).json().data.companyName).toBe(
      "康牧兽药有限公司",
    );
    expect((await directory()).filter((x) => x.companyName === "康牧兽药有限公司").map((x) => x.id)).toEqual([
      before.id,
    ]);
    expect((await t.call("certification", "approve", { id: renewal.id }, { cookie: operator })).statusCode).toBe(200);
    expect((await directory()).filter((x) => x.companyName === "康牧兽药有限公司").map((x) => x.id)).toEqual([
      renewal.id,
    ]);
    const old = (await t.call("certification", "get", { id: before.id }, { cookie: kangmu })).json().data;
    expect(old.status).toBe("superseded");
    const log = (await t.call("certification", "log", { id: before.id }, { cookie: kangmu })).json().data.list as {
      label: string;
    }[];
    expect(log.at(-1)?.label).toBe("被新认证替代");
    // the company name is the account's, whatever the payload says
    const forged = await t.call(
      "certification",
      "create",
      { ...samplePayload(resourceByName("certification")), role: 2, companyName: "绿野饲料有限公司" },
      { cookie: kangmu },
    );
    expect(forged.json().data.companyName).toBe("康牧兽药有限公司");
  });
});
