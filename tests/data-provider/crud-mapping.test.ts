import { fileOf } from "../../src/core/define-resource";
import { describe, expect, it } from "vitest";
import type { CrudAction, Resource } from "../../src/core/define-resource";
import { resources } from "../../resources";
import { actionRequest, createDataProvider, logRequest } from "../../src/web/providers/data-provider";
import { fakeHttp, page } from "../helpers/fake-http";
import { idsFor, requestFor } from "./expect-request";

const setup = () => {
  const fake = fakeHttp((req) => (req.url.includes("list") ? page([{ id: 1 }]) : { id: 7 }));
  return { fake, dp: createDataProvider(fake.http, resources) };
};

const having = (action: CrudAction) => resources.filter((r) => r.endpoints[action]).map((r) => [r.name, r] as const);
const lacking = (action: CrudAction) => resources.filter((r) => !r.endpoints[action]).map((r) => [r.name, r] as const);
const sampleValues = (r: Resource) => ({ [r.titleField]: `测试${r.label}` });

describe("CRUD mapping for every resource in resources/index.ts", () => {
  it.each(having("list"))("%s getList → list endpoint with page, sort and filters", async (_, r) => {
    const { fake, dp } = setup();
    const result = await dp.getList({
      resource: r.name,
      pagination: { currentPage: 2, pageSize: 20 },
      sorters: [{ field: "id", order: "desc" }],
      filters: [{ field: r.titleField, operator: "contains", value: "饲" }],
    });
    expect(fake.only()).toEqual(
      requestFor(r.endpoints.list!, {
        pageNum: 2,
        pageSize: 20,
        sortField: "id",
        sortOrder: "desc",
        [r.titleField]: "饲",
      }),
    );
    expect(result).toEqual({ data: [{ id: 1 }], total: 1 });
  });

  it.each(having("list"))("%s getMany → list endpoint restricted to ids", async (_, r) => {
    const { fake, dp } = setup();
    await dp.getMany!({ resource: r.name, ids: [3, 4] });
    expect(fake.only()).toEqual(
      requestFor(r.endpoints.list!, { ids: idsFor(r.endpoints.list!, [3, 4]), pageNum: 1, pageSize: 2 }),
    );
  });

  it.each(having("list"))(
    "%s getMany of an empty choice (a picker whose field is blank) asks nothing and finds nothing",
    async (_, r) => {
      const { fake, dp } = setup();
      expect(await dp.getMany!({ resource: r.name, ids: [null as never] })).toEqual({ data: [] });
      await dp.getMany!({ resource: r.name, ids: [undefined as never, 5] });
      expect(fake.only()).toEqual(
        requestFor(r.endpoints.list!, { ids: idsFor(r.endpoints.list!, [5]), pageNum: 1, pageSize: 1 }),
      );
    },
  );

  it.each(having("get"))("%s getOne → get endpoint with id", async (_, r) => {
    const { fake, dp } = setup();
    const result = await dp.getOne({ resource: r.name, id: 7 });
    expect(fake.only()).toEqual(requestFor(r.endpoints.get!, { id: 7 }));
    expect(result).toEqual({ data: { id: 7 } });
  });

  it.each(having("create"))("%s create → create endpoint with the form values", async (_, r) => {
    const { fake, dp } = setup();
    await dp.create({ resource: r.name, variables: sampleValues(r) });
    expect(fake.only()).toEqual(requestFor(r.endpoints.create!, sampleValues(r)));
  });

  it.each(having("update"))("%s update → update endpoint with id and the values", async (_, r) => {
    const { fake, dp } = setup();
    await dp.update({ resource: r.name, id: 7, variables: sampleValues(r) });
    expect(fake.only()).toEqual(requestFor(r.endpoints.update!, { id: 7, ...sampleValues(r) }));
  });

  it.each(having("delete"))("%s deleteOne → delete endpoint with id (ids when batch)", async (_, r) => {
    const { fake, dp } = setup();
    await dp.deleteOne({ resource: r.name, id: 7 });
    const e = r.endpoints.delete!;
    expect(fake.only()).toEqual(requestFor(e, e.batch ? { ids: idsFor(e, [7]) } : { id: 7 }));
  });

  it.each(having("delete"))("%s deleteMany → one batch call, or one call per id", async (_, r) => {
    const { fake, dp } = setup();
    await dp.deleteMany!({ resource: r.name, ids: [7, 8] });
    const e = r.endpoints.delete!;
    const want = e.batch
      ? [requestFor(e, { ids: idsFor(e, [7, 8]) })]
      : [requestFor(e, { id: 7 }), requestFor(e, { id: 8 })];
    expect(fake.calls).toEqual(want);
  });

  const named = resources.flatMap((r) => Object.keys(r.actions ?? {}).map((a) => [`${r.name}.${a}`, r, a] as const));
  it.each(named)("%s runs through custom with meta.action", async (_, r, action) => {
    const { fake, dp } = setup();
    const { url, method, values, meta } = actionRequest(r, action, 7);
    await dp.custom!({ url, method, payload: values, meta });
    const e = r.actions![action].endpoint;
    expect(fake.only()).toEqual(requestFor(e, e.batch ? { ids: idsFor(e, [7]) } : { id: 7 }));
  });

  const withForms = named.filter(([, r, a]) => r.actions![a]!.form);
  it.each(withForms)("%s sends its form's values with the id", async (_, r, action) => {
    const { fake, dp } = setup();
    const values = { reason: "供应商申请延期" };
    const request = actionRequest(r, action, 7, "agri", values);
    await dp.custom!({ url: request.url, method: request.method, payload: request.values, meta: request.meta });
    const e = r.actions![action].endpoint;
    expect(fake.only()).toEqual(requestFor(e, { ...values, ...(e.batch ? { ids: idsFor(e, [7]) } : { id: 7 }) }));
  });

  it.each(having("log"))("%s reads a row's moves through endpoints.log", async (_, r) => {
    const { fake, dp } = setup();
    const { url, method, meta } = logRequest(r, 7);
    await dp.custom!({ url, method, meta });
    expect(fake.only()).toEqual(requestFor(r.endpoints.log!, { id: 7 }));
  });

  it.each([...lacking("delete")].map(([n, r]) => [n, r, "delete"] as const))(
    "%s without a %s endpoint fails loudly",
    async (_, r, action) => {
      const { dp, fake } = setup();
      await expect(dp.deleteOne({ resource: r.name, id: 1 })).rejects.toThrow(
        `[${fileOf(r)}] has no "${action}" endpoint`,
      );
      expect(fake.calls).toHaveLength(0);
    },
  );
});

describe("exact wire paths (spot checks written out by hand)", () => {
  it.each([
    ["factory", "getList", "POST", "agri.etpbase.factory.page.list/1.0"],
    ["factory", "deleteOne", "POST", "agri.etpbase.factory.delete.batch/1.0"],
    ["bid", "getList", "GET", "agri.sc.bid.list/1.0"],
    ["bid", "getOne", "GET", "agri.sc.bid.detail/1.0"],
    ["goods", "getOne", "POST", "agri.trading.goods.detail/1.0"],
    ["goods", "create", "POST", "agri.trading.goods.publish/1.0"],
    ["bidOrder", "update", "POST", "agri.etpbase.bidorder.update/1.0"],
    ["auction", "getList", "GET", "agri.sc.auction.seller.match.list/1.0"],
    ["employee", "getList", "POST", "agri.etpbase.bidemp.list/1.0"],
    ["role", "deleteOne", "POST", "agri.etpbase.permission.role.delete/1.0"],
    ["shopClassify", "getList", "POST", "agri.trading.shopClassify.list.byBoId/1.0"],
  ] as const)("%s %s → %s %s", async (resource, op, method, url) => {
    const { fake, dp } = setup();
    const calls = {
      getList: () => dp.getList({ resource }),
      getOne: () => dp.getOne({ resource, id: 1 }),
      create: () => dp.create({ resource, variables: {} }),
      update: () => dp.update({ resource, id: 1, variables: {} }),
      deleteOne: () => dp.deleteOne({ resource, id: 1 }),
    };
    await calls[op]();
    expect(fake.only()).toMatchObject({ method, url });
  });

  it("sends GET payloads as query params and POST payloads as a JSON body", async () => {
    const { fake, dp } = setup();
    await dp.getOne({ resource: "bid", id: 5 });
    await dp.getOne({ resource: "goods", id: 5 });
    expect(fake.calls).toEqual([
      { method: "GET", url: "agri.sc.bid.detail/1.0", params: { id: 5 } },
      { method: "POST", url: "agri.trading.goods.detail/1.0", data: { id: 5 } },
    ]);
  });

  it("puts factory deletes into one batch call with an ids array", async () => {
    const { fake, dp } = setup();
    await dp.deleteMany!({ resource: "factory", ids: [1, 2, 3] });
    expect(fake.calls).toEqual([
      { method: "POST", url: "agri.etpbase.factory.delete.batch/1.0", data: { ids: [1, 2, 3] } },
    ]);
  });

  it("runs goods 下架 at openapi.goods.status.out with the row id", async () => {
    const { fake, dp } = setup();
    const goods = resources.find((r) => r.name === "goods")!;
    const { url, method, values, meta } = actionRequest(goods, "offSale", 9);
    await dp.custom!({ url, method, payload: values, meta });
    expect(fake.only()).toEqual({ method: "POST", url: "agri.openapi.goods.status.out/1.0", data: { id: 9 } });
  });

  it("uses the configured product code", async () => {
    const fake = fakeHttp(() => page([]));
    await createDataProvider(fake.http, resources, { product: "yyn" }).getList({ resource: "factory" });
    expect(fake.only().url).toBe("yyn.etpbase.factory.page.list/1.0");
  });

  it("names the fix for an unknown resource and an unknown action", async () => {
    const { dp } = setup();
    await expect(dp.getList({ resource: "cart" })).rejects.toThrow('No resource named "cart"');
    const goods = resources.find((r) => r.name === "goods")!;
    expect(() => actionRequest(goods, "explode", 1)).toThrow('[resources/goods] has no action "explode"');
  });
});
