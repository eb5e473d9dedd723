import { describe, expect, it } from "vitest";
import type { CrudFilter } from "@refinedev/core";
import { resources } from "../../resources";
import { createDataProvider } from "../../src/web/providers/data-provider";
import { fakeHttp, page } from "../helpers/fake-http";

const listOf = async (
  resource: string,
  params: Omit<Parameters<ReturnType<typeof createDataProvider>["getList"]>[0], "resource">,
) => {
  const fake = fakeHttp(() => page([]));
  await createDataProvider(fake.http, resources).getList({ resource, ...params });
  const req = fake.only();
  return (req.params ?? req.data) as Record<string, unknown>;
};

describe("getList pagination, sorting and filters", () => {
  it("sends page 1 of 10 by default and nothing else", async () => {
    expect(await listOf("factory", {})).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it("maps currentPage/pageSize and caps pageSize at 200", async () => {
    expect(await listOf("factory", { pagination: { currentPage: 3, pageSize: 500 } })).toEqual({
      pageNum: 3,
      pageSize: 200,
    });
  });

  it("fetches one 200-row page when pagination is off (select boxes)", async () => {
    expect(await listOf("factory", { pagination: { mode: "off" } })).toEqual({ pageNum: 1, pageSize: 200 });
  });

  it("sends the first sorter as sortField/sortOrder", async () => {
    const sorters = [
      { field: "name", order: "asc" as const },
      { field: "id", order: "desc" as const },
    ];
    expect(await listOf("factory", { sorters })).toMatchObject({ sortField: "name", sortOrder: "asc" });
  });

  it.each<[string, CrudFilter, Record<string, unknown>]>([
    ["eq", { field: "status", operator: "eq", value: "draft" }, { status: "draft" }],
    ["contains", { field: "name", operator: "contains", value: "豆粕" }, { name: "豆粕" }],
    ["gte", { field: "price", operator: "gte", value: 10 }, { priceFrom: 10 }],
    ["lte", { field: "price", operator: "lte", value: 99.5 }, { priceTo: 99.5 }],
    [
      "between",
      { field: "createdAt", operator: "between", value: ["2025-01-01", "2025-02-01"] },
      { createdAtFrom: "2025-01-01", createdAtTo: "2025-02-01" },
    ],
    ["null", { field: "shopClassifyId", operator: "null", value: true }, { shopClassifyIdNull: 1 }],
    ["in on id (body → array)", { field: "id", operator: "in", value: [1, 2] }, { ids: [1, 2] }],
    ["empty value (cleared search box)", { field: "name", operator: "contains", value: "" }, {}],
    ["undefined value", { field: "status", operator: "eq", value: undefined }, {}],
  ])("maps %s", async (_, filter, want) => {
    expect(await listOf("goods", { filters: [filter] })).toEqual({ pageNum: 1, pageSize: 10, ...want });
  });

  it("joins ids with commas when the list endpoint takes query params", async () => {
    expect(await listOf("bid", { filters: [{ field: "id", operator: "in", value: [4, 5] }] })).toMatchObject({
      ids: "4,5",
    });
  });

  it.each<[string, CrudFilter, string]>([
    [
      "ne",
      { field: "name", operator: "ne", value: "x" },
      'filter operator "ne" on "name" is not supported: use eq, contains, gte, lte, between, null, or in on id',
    ],
    ["in on a non-id field", { field: "status", operator: "in", value: ["draft"] }, '"in" works only on id'],
    [
      "or",
      { operator: "or", value: [{ field: "name", operator: "eq", value: "a" }] },
      '"or" filters are not supported',
    ],
    ["unknown field", { field: "colour", operator: "eq", value: "red" }, 'cannot filter on unknown field "colour"'],
  ])("rejects %s with a message naming the fix", async (_, filter, message) => {
    const fake = fakeHttp(() => page([]));
    const dp = createDataProvider(fake.http, resources);
    await expect(dp.getList({ resource: "goods", filters: [filter] })).rejects.toThrow(`[resources/goods] ${message}`);
    expect(fake.calls).toHaveLength(0);
  });
});

describe("custom calls outside the resources", () => {
  it("sends GET payloads as params and POST payloads as body at the given url", async () => {
    const fake = fakeHttp(() => ({ cartCount: 3 }));
    const dp = createDataProvider(fake.http, resources);
    await dp.custom!({ url: "rest/cart/list", method: "get", query: { page: 1 } });
    const res = await dp.custom!({
      url: "agri.sc.selcartgoodscount/1.0",
      method: "post",
      payload: { platformtype: "YYN" },
    });
    expect(fake.calls).toEqual([
      { method: "GET", url: "rest/cart/list", params: { page: 1 } },
      { method: "POST", url: "agri.sc.selcartgoodscount/1.0", data: { platformtype: "YYN" } },
    ]);
    expect(res).toEqual({ data: { cartCount: 3 } });
  });

  it("reports the API base", () => {
    expect(createDataProvider(fakeHttp().http, resources, { apiBase: "/gw" }).getApiUrl()).toBe("/gw");
  });

  it("fake http refuses calls nobody answered", async () => {
    const dp = createDataProvider(fakeHttp().http, resources);
    await expect(dp.getOne({ resource: "goods", id: 1 })).rejects.toThrow(
      "fake http: no reply set for POST agri.trading.goods.detail/1.0",
    );
  });
});
