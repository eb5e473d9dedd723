import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { enterprises, resourceTables } from "../../src/server/db/schema";
import { NOT_YOURS } from "../../src/server/operations/file-owners";
import { uploadPdf } from "../helpers/upload-file";
import { refIdsFor } from "../helpers/server-refs";
import { samplePayload } from "../helpers/server-samples";
import { testApp, type TestApp } from "../helpers/server-app";

/**
 * A row names only files its own party uploaded (or those it names already). Tried as the issue's attacker: 丰收
 * (13800000002), no party of 绿野's order with 康牧, puts that order's seeded contract on a tender of its own, and
 * would then download it as the holder of a row naming it.
 */
let t: TestApp;
const cookies: Record<string, string> = {};
const PDF = Buffer.from("%PDF-1.7\n% agrimall test\n");
const tender = resourceByName("bidOrder");
const orders = resourceByName("tenderOrder");

beforeAll(async () => {
  t = await testApp({ uploadDir: mkdtempSync(join(tmpdir(), "agri-owners-")) });
  for (const login of ["13800000001", "13800000002"]) cookies[login] = await t.login(login);
});
afterAll(() => t?.close());

const upload = (login: string) => uploadPdf(t, cookies[login]!, "合同.pdf", PDF);

const download = (name: string, login: string) =>
  t.app.inject({
    method: "GET",
    url: "/gw/agri.fileUpload.private.get/1.0",
    query: { name },
    headers: { cookie: cookies[login]! },
  });

/** A new tender of 丰收's naming `attachment`. */
async function tenderNaming(attachment: string) {
  const payload = {
    ...samplePayload(tender, await refIdsFor(t, tender, { cookie: cookies["13800000002"] })),
    attachment,
  };
  return t.call(tender.name, "create", payload, { cookie: cookies["13800000002"] });
}

describe("files belong to their party", () => {
  it("another enterprise's seeded contract cannot be put on one's own row, and stays unreadable", async () => {
    const table = resourceTables.tenderOrder!;
    const [lvye] = await t.db
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(eq(enterprises.name, "绿野饲料有限公司"));
    const where = and(
      isNotNull(table.contract),
      eq(table.enterpriseId, lvye!.id),
      eq(table.supplierName, "康牧兽药有限公司"),
    );
    const [order] = (await t.db.select().from(table).where(where)) as Record<string, unknown>[];
    const contract = String(order!.contract);
    const res = await tenderNaming(contract);
    expect([res.statusCode, res.json().errors]).toEqual([422, { attachment: NOT_YOURS }]);
    expect((await download(contract, "13800000002")).statusCode).toBe(404);
  });

  it("another enterprise's fresh upload is refused; one's own is taken and downloaded", async () => {
    const theirs = await upload("13800000001");
    expect([(await tenderNaming(theirs)).statusCode, (await download(theirs, "13800000002")).statusCode]).toEqual([
      422, 404,
    ]);
    const mine = await upload("13800000002");
    const made = await tenderNaming(mine);
    expect(made.statusCode, made.body).toBe(200);
    expect((await download(mine, "13800000002")).statusCode).toBe(200);
    // saving the row again keeps the file it names
    expect(
      (
        await t.call(
          tender.name,
          "update",
          { id: made.json().data.id, attachment: mine },
          { cookie: cookies["13800000002"] },
        )
      ).statusCode,
    ).toBe(200);
  });

  it("an action's form (上传合同) takes only the party's own file", async () => {
    const table = resourceTables.tenderOrder!;
    const [lvye] = await t.db
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(eq(enterprises.name, "绿野饲料有限公司"));
    const [order] = (await t.db
      .select()
      .from(table)
      .where(
        and(eq(table.enterpriseId, lvye!.id), inArray(table.status, orders.actions!.uploadContract!.from)),
      )) as Record<string, unknown>[];
    expect(order, "demo data holds an order waiting for its contract").toBeDefined();
    const theirs = await upload("13800000002");
    const refused = await t.call(
      orders.name,
      "uploadContract",
      { id: order!.id as number, contract: theirs },
      { cookie: cookies["13800000001"] },
    );
    expect([refused.statusCode, refused.json().errors]).toEqual([422, { contract: NOT_YOURS }]);
    const signed = await t.call(
      orders.name,
      "uploadContract",
      { id: order!.id as number, contract: await upload("13800000001") },
      { cookie: cookies["13800000001"] },
    );
    expect(signed.statusCode, signed.body).toBe(200);
  });
});
