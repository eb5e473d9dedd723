import type { FieldDef } from "../../src/core/fields";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { removalPlan, samplePayload } from "../helpers/server-samples";
import { withRoom } from "../helpers/open-room";
import { validActionForm } from "../helpers/field-values";
import { refIdsFor } from "../helpers/server-refs";
import { testApp, type TestApp } from "../helpers/server-app";
import { roomFor } from "../helpers/single-room";

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await testApp();
  cookie = await t.login("13800000001");
});
afterAll(() => t?.close());

describe("CRUD round trip of every resource (enterprise admin of 绿野饲料)", () => {
  // rows a resource does not make itself (a buyer's order) are walked by the tests of the flow that makes them
  it.each(resources.filter((r) => r.endpoints.create).map((r) => [r.name, r] as const))(
    "%s: create → list → get → update → remove (each it offers)",
    async (_name, r) => {
      const opts = await roomFor(t, r, { cookie });
      const payload = await withRoom(t, r, samplePayload(r, await refIdsFor(t, r, opts)), opts);

      const created = await t.call(r.name, "create", payload, opts);
      expect(created.statusCode, created.body).toBe(200);
      const row = created.json().data;
      expect(row.id).toEqual(expect.any(Number));
      for (const [key, value] of Object.entries(payload)) {
        const field = r.fields[key]!;
        if (field.type === "datetime") expect(new Date(row[key]).getTime()).toBe(new Date(value as string).getTime());
        // saved lines come back in the order sent, each with its own id
        else if (field.type === "lines" && field.from) {
          // lines answering another row's keep what was sent of their own fields; the goods come from the source,
          // and the rows a line points at name themselves (refLabels)
          const own = (l: Record<string, unknown>) =>
            Object.fromEntries(Object.entries(l).filter(([k]) => !field.lines![k]?.readonly && k !== "refLabels"));
          expect((row[key] as Record<string, unknown>[]).map(own), key).toEqual(
            (value as Record<string, unknown>[]).map((l) => ({ id: expect.any(Number), ...own(l) })),
          );
        } else if (field.type === "lines")
          expect(row[key], key).toEqual((value as object[]).map((l) => ({ id: expect.any(Number), ...l })));
        else expect(row[key], key).toEqual(value);
      }
      expect(row).not.toHaveProperty("enterpriseId");
      expect(row).not.toHaveProperty("systemId");
      if (r.flow) expect(row[r.flow.field]).toBe(r.flow.initial);

      const listed = await t.call(r.name, "list", { pageSize: 200 }, opts);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().data.list.map((x: { id: number }) => x.id)).toContain(row.id);

      const got = await t.call(r.name, "get", { id: row.id }, opts);
      expect(got.statusCode).toBe(200);
      expect(got.json().data[r.titleField]).toBe(row[r.titleField]);

      // a row never edited once sent (a real-name application waits for the operator as it was sent) ends here
      if (!r.endpoints.update) return;

      // the title, or when the server numbers it (报价单号) the first free text the user writes (a credit code has a shape)
      const writes = ([k, f]: [string, FieldDef]) =>
        (f.type === "text" || f.type === "textarea") &&
        !f.readonly &&
        !f.fixed &&
        !f.checksum &&
        !f.pattern &&
        k in payload;
      const key = r.fields[r.titleField]!.readonly ? Object.entries(r.fields).find(writes)![0] : r.titleField;
      const title = `改名${String(payload[key])}`.slice(0, r.fields[key]!.max ?? 100);
      const updated = await t.call(r.name, "update", { id: row.id, [key]: title }, opts);
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().data[key]).toBe(title);
      expect((await t.call(r.name, "get", { id: row.id }, opts)).json().data[key]).toBe(title);

      const plan = removalPlan(r);
      if (plan.finalAction) {
        // the move's own form filled as its dialog asks (暂停授信's reason)
        const form = validActionForm(r.actions![plan.finalAction]!.form);
        const off = await t.call(r.name, plan.finalAction, { id: row.id, ...form }, opts);
        expect(off.statusCode, off.body).toBe(200);
        expect(off.json().data[r.flow!.field]).toBe(r.actions![plan.finalAction]!.to);
        return;
      }
      // a row kept for good (a shop is closed by the operator, never removed by its owner) ends here
      if (!r.endpoints.delete) return;
      if (plan.before) expect((await t.call(r.name, plan.before, { id: row.id }, opts)).statusCode).toBe(200);
      const del = await t.call(r.name, "delete", r.endpoints.delete!.batch ? { ids: [row.id] } : { id: row.id }, opts);
      expect(del.statusCode, del.body).toBe(200);
      expect(del.json().data).toEqual({ ids: [row.id] });
      expect((await t.call(r.name, "get", { id: row.id }, opts)).statusCode).toBe(404);
      const after = await t.call(r.name, "list", { pageSize: 200 }, opts);
      expect(after.json().data.list.map((x: { id: number }) => x.id)).not.toContain(row.id);
    },
  );
});

describe("a call on one row", () => {
  it("refuses a list of ids, instead of acting on its first", async () => {
    const r = resources.find((x) => x.name === "factory")!;
    const [first, second] = (await t.call(r.name, "list", { pageSize: 2 }, { cookie })).json().data.list as {
      id: number;
    }[];
    for (const id of [[first!.id, second!.id], `${first!.id},${second!.id}`]) {
      const res = await t.call(r.name, "get", { id }, { cookie });
      expect([res.statusCode, res.json().errors]).toEqual([422, { id: "id必须是正整数" }]);
    }
  });
});

describe("list paging, sorting and filters", () => {
  it("pages with total, pageNum and pageSize", async () => {
    const res = await t.call("goods", "list", { pageNum: 2, pageSize: 5 }, { cookie });
    const data = res.json().data;
    expect(data).toMatchObject({ pageNum: 2, pageSize: 5 });
    expect(data.list).toHaveLength(5);
    expect(data.total).toBeGreaterThanOrEqual(20);
  });

  it("matches text as contains, enums as equals, numbers by range, ids as a set", async () => {
    const byName = (await t.call("goods", "list", { name: "饲料", pageSize: 200 }, { cookie })).json().data.list;
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((g: { name: string }) => g.name.includes("饲料"))).toBe(true);
    const onSale = (await t.call("goods", "list", { status: "on_sale", pageSize: 200 }, { cookie })).json().data.list;
    expect(onSale.every((g: { status: string }) => g.status === "on_sale")).toBe(true);
    const ranged = (await t.call("goods", "list", { priceFrom: 100, priceTo: 200, pageSize: 200 }, { cookie })).json()
      .data.list;
    expect(ranged.length).toBeGreaterThan(0);
    expect(
      ranged.every((g: { price: number }) => typeof g.price === "number" && g.price >= 100 && g.price <= 200),
    ).toBe(true);
    const ids = onSale.slice(0, 2).map((g: { id: number }) => g.id);
    const some = (await t.call("goods", "list", { ids }, { cookie })).json().data.list;
    expect(some.map((g: { id: number }) => g.id).sort()).toEqual([...ids].sort());
  });

  it("sorts by a whitelisted field and refuses others with 422", async () => {
    const list = (
      await t.call("goods", "list", { sortField: "price", sortOrder: "asc", pageSize: 200 }, { cookie })
    ).json().data.list;
    const prices = list.map((g: { price: number }) => g.price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    const bad = await t.call("goods", "list", { sortField: "password_hash" }, { cookie });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty("sortField");
  });

  it("hides soft-deleted goods from lists", async () => {
    const all = (await t.call("goods", "list", { pageSize: 200 }, { cookie })).json().data.list;
    expect(all.some((g: { status: string }) => g.status === "deleted")).toBe(false);
  });

  it("returns refLabels with the referenced row's title", async () => {
    const list = (await t.call("auction", "list", {}, { cookie })).json().data.list;
    expect(list.length).toBeGreaterThan(0);
    for (const a of list) expect(a.refLabels.goodsId).toEqual(expect.any(String));
  });
});
