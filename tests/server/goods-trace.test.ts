import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chinaToday } from "../../src/core/field-rules";
import { LAST_BATCH, NEEDS_BATCH, NEEDS_LICENCE, TRACED_CATEGORIES, licenceKindOf } from "../../src/core/traceability";
import { resourceLinesTables, resourceTables, shops } from "../../src/server/db/schema";
import { shopLicenceFor } from "../../src/server/hooks/goods-trace";
import { testApp, type TestApp } from "../helpers/server-app";
import { dataOf, mallCall } from "./mall-api";

/**
 * 质量追溯: a seller records its goods' batches, the goods page shows them as a chain, and veterinary drugs, feed and
 * breeding stock go on sale only with a batch in its validity and the shop's licence of their kind.
 */
let t: TestApp;
let lvye: string;
let kangmu: string;
beforeAll(async () => {
  t = await testApp();
  lvye = await t.login("13800000001");
  kangmu = await t.login("13800000003");
});
afterAll(() => t?.close());

const day = (offset: number) => new Date(Date.parse(chinaToday()) + offset * 86_400_000).toISOString().slice(0, 10);
const SKUS = [{ spec: "40kg/袋", price: 150, stock: 500 }];
const newGoods = async (cookie: string, category: string, extra: Record<string, unknown> = {}) =>
  dataOf(
    await t.call(
      "goods",
      "create",
      {
        name: `追溯测试${category}${Math.random().toString(36).slice(2, 6)}`,
        category,
        unit: "袋",
        skus: SKUS,
        ...(category === "兽药" ? { approvalNo: "兽药字（2022）160083012" } : {}),
        ...(category === "种畜禽" ? { breed: "杜洛克猪" } : {}),
        ...extra,
      },
      { cookie },
    ),
  ).id as number;
const batch = (goodsId: number, o: Record<string, unknown> = {}) => ({
  goodsId,
  batchNo: `T${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
  productionDate: day(-20),
  expiryDate: day(160),
  origin: "山东省潍坊市寒亭区",
  certNo: "JY2026-1018-0032",
  certImage: "/assets/trace/inspection-report.svg",
  ...o,
});
const onSale = (id: number, cookie = lvye) => t.call("goods", "onSale", { id }, { cookie });
const refusal = async (res: Awaited<ReturnType<typeof onSale>>) => [res.statusCode, res.json().msg];

describe("the demo data", () => {
  it("sells no regulated goods without a batch in its validity and its shop's licence of that kind", async () => {
    const goods = resourceTables.goods!;
    const onSaleRows = await t.db.select().from(goods).where(eq(goods.status, "on_sale"));
    const regulated = onSaleRows.filter((g) => licenceKindOf(g.category));
    expect(regulated.length).toBeGreaterThan(20);
    const batches = resourceTables.goodsBatch!;
    for (const g of regulated) {
      const valid = await t.db
        .select()
        .from(batches)
        .where(
          and(
            eq(batches.goodsId, g.id),
            sql`${batches.productionDate} <= ${chinaToday()}`,
            sql`${batches.expiryDate} >= ${chinaToday()}`,
          ),
        );
      expect(valid.length, `${g.name} has a valid batch`).toBeGreaterThan(0);
      expect(
        (
          await shopLicenceFor(
            t.db,
            { enterpriseId: g.enterpriseId as number, systemId: g.systemId as number },
            g.category as string,
          )
        )?.held,
        `${g.name}'s shop holds its licence`,
      ).toBeTruthy();
    }
  });

  it("shows expired batches in the chain too, and leaves regulated drafts without one", async () => {
    const states = await t.db.execute(sql`select distinct b.state from goods_batch b`);
    expect(
      ((states as unknown as { rows: { state: string }[] }).rows ?? states)
        .map((r: { state: string }) => r.state)
        .sort(),
    ).toEqual(["expired", "valid"]);
  });
});

describe("上架 of a regulated goods", () => {
  it.each(TRACED_CATEGORIES.filter((c) => licenceKindOf(c) === "feed"))(
    "refuses %s without a batch, then puts it on sale once one is recorded",
    async (category) => {
      const id = await newGoods(lvye, category);
      expect(await refusal(await onSale(id))).toEqual([422, NEEDS_BATCH(category)]);
      const made = dataOf(await t.call("goodsBatch", "create", batch(id), { cookie: lvye }));
      expect(made).toMatchObject({ goodsId: id, state: "valid" });
      expect(dataOf(await onSale(id)).status).toBe("on_sale");
    },
  );

  it("does not count a batch whose last valid day has passed, and lists it as 已过期", async () => {
    const id = await newGoods(lvye, "饲料");
    const old = dataOf(
      await t.call("goodsBatch", "create", batch(id, { productionDate: day(-400), expiryDate: day(-1) }), {
        cookie: lvye,
      }),
    );
    expect(old.state).toBe("expired");
    expect(await refusal(await onSale(id))).toEqual([422, NEEDS_BATCH("饲料")]);
    // a batch whose last day is today still holds
    dataOf(
      await t.call("goodsBatch", "create", batch(id, { productionDate: day(-180), expiryDate: day(0) }), {
        cookie: lvye,
      }),
    );
    expect(dataOf(await onSale(id)).status).toBe("on_sale");
    const listed = dataOf(await t.call("goodsBatch", "list", { goodsId: id }, { cookie: lvye }));
    expect(listed.list.map((b: { state: string }) => b.state).sort()).toEqual(["expired", "valid"]);
  });

  it("refuses a goods whose licence kind the shop does not hold (康牧 deals in veterinary drugs, not feed)", async () => {
    const id = await newGoods(kangmu, "饲料");
    dataOf(await t.call("goodsBatch", "create", batch(id), { cookie: kangmu }));
    expect(await refusal(await onSale(id, kangmu))).toEqual([422, NEEDS_LICENCE("饲料", "饲料生产/经营许可证")]);
  });

  it("refuses once the shop's licence of that kind has run out", async () => {
    const id = await newGoods(kangmu, "兽药");
    dataOf(await t.call("goodsBatch", "create", batch(id), { cookie: kangmu }));
    const [shop] = await t.db
      .select()
      .from(shops)
      .where(and(eq(shops.name, "康牧兽药专营店"), eq(shops.systemId, 56)));
    const lines = resourceLinesTables.shop!.qualifications!;
    const kept = await t.db.select().from(lines).where(eq(lines.parentId, shop!.id));
    await t.db
      .update(lines)
      .set({ expireDate: day(-1) } as never)
      .where(eq(lines.parentId, shop!.id));
    try {
      expect(await refusal(await onSale(id, kangmu))).toEqual([422, NEEDS_LICENCE("兽药", "兽药经营许可证")]);
    } finally {
      for (const l of kept)
        await t.db
          .update(lines)
          .set({ expireDate: l.expireDate } as never)
          .where(eq(lines.id, l.id));
    }
    expect(dataOf(await onSale(id, kangmu)).status).toBe("on_sale");
  });

  it("puts goods no licence covers (seeds) on sale without a batch", async () => {
    expect(dataOf(await onSale(await newGoods(lvye, "种子"))).status).toBe("on_sale");
  });
});

describe("an on-sale goods keeps a valid batch", () => {
  it("refuses to delete or run out its last valid batch, until another is recorded or the goods is off sale", async () => {
    const id = await newGoods(lvye, "预混料");
    const only = dataOf(await t.call("goodsBatch", "create", batch(id), { cookie: lvye }));
    dataOf(await onSale(id));
    expect(await refusal(await t.call("goodsBatch", "delete", { id: only.id }, { cookie: lvye }))).toEqual([
      422,
      LAST_BATCH,
    ]);
    expect(
      await refusal(
        await t.call(
          "goodsBatch",
          "update",
          { id: only.id, expiryDate: day(-1), productionDate: day(-300) },
          { cookie: lvye },
        ),
      ),
    ).toEqual([422, LAST_BATCH]);
    // a correction that keeps it valid is fine
    expect(
      dataOf(await t.call("goodsBatch", "update", { id: only.id, certNo: "JY2026-1102-0007" }, { cookie: lvye }))
        .certNo,
    ).toBe("JY2026-1102-0007");
    const next = dataOf(await t.call("goodsBatch", "create", batch(id), { cookie: lvye }));
    expect((await t.call("goodsBatch", "delete", { id: only.id }, { cookie: lvye })).statusCode).toBe(200);
    dataOf(await t.call("goods", "offSale", { id }, { cookie: lvye }));
    expect((await t.call("goodsBatch", "delete", { id: next.id }, { cookie: lvye })).statusCode).toBe(200);
  });
});

describe("recording a batch", () => {
  it("refuses a production day ahead of today and an expiry before production, on the fields", async () => {
    const id = await newGoods(lvye, "饲料");
    const res = await t.call("goodsBatch", "create", batch(id, { productionDate: day(3), expiryDate: day(2) }), {
      cookie: lvye,
    });
    expect([res.statusCode, res.json().errors]).toEqual([
      422,
      { productionDate: "生产日期不能晚于今天", expiryDate: "有效期至不能早于生产日期" },
    ]);
  });

  it("names only the enterprise's own goods on this portal: another seller's goods is not found", async () => {
    const theirs = await newGoods(kangmu, "兽药");
    const res = await t.call("goodsBatch", "create", batch(theirs), { cookie: lvye });
    expect([res.statusCode, res.json().errors]).toEqual([422, { goodsId: "商品不存在" }]);
  });

  it("moves a batch to the goods it was recorded for only, never to another", async () => {
    const [a, b] = [await newGoods(lvye, "饲料"), await newGoods(lvye, "饲料")];
    const made = dataOf(await t.call("goodsBatch", "create", batch(a), { cookie: lvye }));
    const moved = await t.call("goodsBatch", "update", { id: made.id, goodsId: b }, { cookie: lvye });
    expect(moved.statusCode).toBe(422);
    expect(dataOf(await t.call("goodsBatch", "get", { id: made.id }, { cookie: lvye })).goodsId).toBe(a);
  });
});

describe("质量追溯 on the goods page (sc.goods.trace.list)", () => {
  it("shows anyone a goods' batches newest first, which are valid, and the shop's licence", async () => {
    const id = await newGoods(lvye, "饲料");
    dataOf(
      await t.call(
        "goodsBatch",
        "create",
        batch(id, { batchNo: "LY-OLD", productionDate: day(-400), expiryDate: day(-200) }),
        { cookie: lvye },
      ),
    );
    dataOf(
      await t.call(
        "goodsBatch",
        "create",
        batch(id, { batchNo: "LY-NEW", productionDate: day(-10), sourceBatch: "YH20261001" }),
        { cookie: lvye },
      ),
    );
    dataOf(await onSale(id));
    const trace = dataOf(await mallCall(t, "goodsTrace", { goodsId: id }));
    expect(trace.list.map((b: { batchNo: string; valid: boolean }) => [b.batchNo, b.valid])).toEqual([
      ["LY-NEW", true],
      ["LY-OLD", false],
    ]);
    expect(trace.list[0]).toMatchObject({
      origin: "山东省潍坊市寒亭区",
      certNo: "JY2026-1018-0032",
      sourceBatch: "YH20261001",
      expiryDate: day(160),
    });
    expect(trace).toMatchObject({
      regulated: true,
      licence: { name: "饲料生产/经营许可证", licenseNo: expect.any(String), expireDate: expect.any(String) },
    });
  });

  it("answers 404 for a goods the mall does not show: a draft, or another portal's", async () => {
    const draft = await newGoods(lvye, "种子");
    expect((await mallCall(t, "goodsTrace", { goodsId: draft })).statusCode).toBe(404);
    const [onYyn] = dataOf(await mallCall(t, "goodsSearch", { pageSize: 1, search: "饲料" })).list;
    expect((await mallCall(t, "goodsTrace", { goodsId: onYyn.id }, { systemId: 62 })).statusCode).toBe(404);
  });
});
