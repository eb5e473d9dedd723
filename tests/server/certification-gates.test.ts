import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { PUBLISH_NEEDS_CERT, QUOTE_NEEDS_CERT } from "../../src/core/certification-gates";
import { creditCodeCheck } from "../../src/core/check-digits";
import { resourceTables } from "../../src/server/db/schema";
import { publishers } from "../helpers/server-actors";
import { refIdsFor } from "../helpers/server-refs";
import { samplePayload } from "../helpers/server-samples";
import { testApp, type TestApp } from "../helpers/server-app";
import { caller, cookieOf } from "./account-helpers";

/**
 * Certification is the only way to quote or publish (issue 34): registering as 供应商 or 采购商 applies for it, the
 * operator decides, and only an approval on the portal lets the enterprise act; the tender's owner sees which
 * quoters are certified, as the server reads it now.
 */
let t: TestApp;
let operator: string;
const api = () => caller(t);
const LICENCE = "/assets/certification/license.svg";
const offer = resourceByName("bidOffer");
const certifications = resourceTables.certification!;

beforeAll(async () => {
  t = await testApp();
  operator = await t.login("admin");
});
afterAll(() => t?.close());

let codes = 0;
/** 13800000005 (a personal account) founds a new enterprise as `businessRole`; the cookie then acts for it. */
async function found(name: string, businessRole: 1 | 2 | 3) {
  const cookie = cookieOf(await api().post("usercenter.login", { login: "13800000005", password: "Demo@1234" }));
  const body = `91370702MA3QK${String(codes++).padStart(4, "0")}`;
  const res = await api().post(
    "usercenter.org.register",
    {
      name,
      creditCode: `${body}${creditCodeCheck(body)}`,
      businessRole,
      licenseImage: LICENCE,
      categories: "饲料原料、兽药",
    },
    cookie,
  );
  expect(res.statusCode, res.body).toBe(200);
  return cookie;
}
const standing = async (cookie: string) => (await api().post("usercenter.audit.lasted", {}, cookie)).json().data.roles;
const queued = async (name: string) =>
  (
    (
      await t.call(
        "certification",
        "audience:operator:list",
        { status: "submitted", pageSize: 200 },
        { cookie: operator },
      )
    ).json().data.list as Record<string, unknown>[]
  ).filter((x) => x.companyName === name);
const decide = async (name: string, role: 1 | 2) => {
  const [row] = (await queued(name)).filter((x) => x.role === role);
  const res = await t.call("certification", "approve", { id: row!.id }, { cookie: operator });
  expect(res.statusCode, res.body).toBe(200);
};

describe("registration applies for the business role; only the operator's approval grants it", () => {
  let supplier: string;
  let tenderId: number;

  it("a new enterprise registered as 供应商 waits in the operator's queue and is refused a quote, though its business role reads 供应商", async () => {
    supplier = await found("青禾饲料有限公司", 2);
    expect((await api().get("user.get", {}, supplier)).json().data.enterprise).toMatchObject({
      name: "青禾饲料有限公司",
      businessRole: 2,
    });
    expect(await queued("青禾饲料有限公司")).toEqual([
      expect.objectContaining({
        role: 2,
        status: "submitted",
        licenseImage: LICENCE,
        categories: "饲料原料、兽药",
        contact: "刘小明",
        phone: "13800000005",
      }),
    ]);
    expect(await standing(supplier)).toEqual({ "1": null, "2": "submitted" });

    const refs = await refIdsFor(t, offer, { cookie: supplier });
    tenderId = refs.bidOrderId!;
    const refused = await t.call("bidOffer", "create", samplePayload(offer, refs), { cookie: supplier });
    expect([refused.statusCode, refused.json().errors]).toEqual([422, { bidOrderId: QUOTE_NEEDS_CERT }]);
  });

  it("once the operator approves the supplier certification, the same enterprise quotes", async () => {
    await decide("青禾饲料有限公司", 2);
    expect(await standing(supplier)).toEqual({ "1": null, "2": "approved" });
    const quoted = await t.call("bidOffer", "create", samplePayload(offer, { bidOrderId: tenderId }), {
      cookie: supplier,
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
  });

  it("registering as 采购商和供应商 applies for both; publishing waits for the purchaser approval", async () => {
    const both = await found("禾丰牧业有限公司", 3);
    expect((await queued("禾丰牧业有限公司")).map((x) => x.role).sort()).toEqual([1, 2]);
    expect(
      (await t.call("factory", "create", samplePayload(resourceByName("factory")), { cookie: both })).statusCode,
    ).toBe(200);
    const bidOrder = resourceByName("bidOrder");
    const draft = await t.call(
      "bidOrder",
      "create",
      samplePayload(bidOrder, await refIdsFor(t, bidOrder, { cookie: both })),
      { cookie: both },
    );
    expect(draft.statusCode, draft.body).toBe(200);
    const refused = await t.call("bidOrder", "publish", { id: draft.json().data.id }, { cookie: both });
    expect([refused.statusCode, refused.json().msg]).toEqual([422, PUBLISH_NEEDS_CERT]);
    await decide("禾丰牧业有限公司", 1);
    expect((await t.call("bidOrder", "publish", { id: draft.json().data.id }, { cookie: both })).statusCode).toBe(200);
  });

  it("registration without a licence founds nothing: the application needs it", async () => {
    const cookie = cookieOf(await api().post("usercenter.login", { login: "13800000005", password: "Demo@1234" }));
    const res = await api().post(
      "usercenter.org.register",
      {
        name: "无照牧业有限公司",
        creditCode: `91370702MA3QK9990${creditCodeCheck("91370702MA3QK9990")}`,
        businessRole: 2,
        categories: "饲料",
      },
      cookie,
    );
    expect([res.statusCode, Object.keys(res.json().errors)]).toEqual([422, ["licenseImage"]]);
    expect(
      (
        await api().post(
          "usercenter.org.register",
          {
            name: "无照牧业有限公司",
            creditCode: `91370702MA3QK9990${creditCodeCheck("91370702MA3QK9990")}`,
            businessRole: 2,
            categories: "饲料",
            licenseImage: LICENCE,
          },
          cookie,
        )
      ).statusCode,
    ).toBe(200);
  });

  it("the tender's owner reads each quoter as 已认证 or 未认证, worked out from the certifications when it reads", async () => {
    const owner = { cookie: publishers.get(`bidOrder:${tenderId}`)! };
    const quotes = async () =>
      (
        (await t.call("bidOffer", "audience:purchaser:list", { bidOrderId: tenderId, pageSize: 50 }, owner)).json().data
          .list as Record<string, unknown>[]
      ).map((x) => [x.enterpriseName, x.certified]);
    expect(await quotes()).toContainEqual(["青禾饲料有限公司", true]);
    // its approval retired (as a quote sent before certification was required would stand): the list says so at once
    const [ent] = (
      await t.call(
        "certification",
        "audience:operator:list",
        { companyName: "青禾饲料有限公司", pageSize: 10 },
        { cookie: operator },
      )
    ).json().data.list;
    await t.db
      .update(certifications)
      .set({ status: "withdrawn" } as never)
      .where(and(eq(certifications.id, ent.id), eq(certifications.role, 2)));
    expect(await quotes()).toContainEqual(["青禾饲料有限公司", false]);
    // what the quoter sends as `certified` is no field of a quote: the reader still gets the server's answer
    const [mine] = (await t.call("bidOffer", "list", { bidOrderId: tenderId }, { cookie: supplier })).json().data.list;
    await t.call("bidOffer", "update", { id: mine.id, certified: true }, { cookie: supplier });
    expect(await quotes()).toContainEqual(["青禾饲料有限公司", false]);
    // nor does a quote withdrawn and sent again slip past the check a new one meets
    expect((await t.call("bidOffer", "withdraw", { id: mine.id }, { cookie: supplier })).statusCode).toBe(200);
    const again = await t.call("bidOffer", "resubmit", { id: mine.id }, { cookie: supplier });
    expect([again.statusCode, again.json().msg]).toEqual([422, QUOTE_NEEDS_CERT]);
  });
});
