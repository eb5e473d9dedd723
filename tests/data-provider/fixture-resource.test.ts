import { describe, expect, it } from "vitest";
import { defineResource } from "../../src/core/define-resource";
import { ep } from "../../src/core/endpoint";
import { f } from "../../src/core/fields";
import { actionRequest, createDataProvider } from "../../src/web/providers/data-provider";
import { fakeHttp, page } from "../helpers/fake-http";

// Declared only here: a new resource must map correctly with no edit anywhere else.
const feedFormula = defineResource({
  name: "feedFormula",
  label: "饲料配方",
  titleField: "name",
  tenant: "enterprise",
  menu: { path: "/tendering/formula", shell: "tendering", order: 50 },
  fields: {
    name: f.text("配方名称", { required: true, search: true }),
    protein: f.decimal("粗蛋白(%)"),
    status: f.enum(
      "状态",
      [
        { value: "draft", label: "草稿" },
        { value: "approved", label: "已审核" },
      ],
      { readonly: true },
    ),
  },
  flow: { field: "status", initial: "draft" },
  endpoints: {
    list: ep.get("feed.formula.page.list", { version: "2.0" }),
    get: ep.get("feed.formula.detail"),
    create: ep.post("feed.formula.add"),
    update: ep.post("feed.formula.update"),
    delete: ep.post("feed.formula.delete.batch", { batch: true }),
  },
  actions: {
    approve: {
      label: "审核",
      endpoint: ep.post("feed.formula.approve", { batch: true }),
      from: ["draft"],
      to: "approved",
      button: "feedFormula:approve",
    },
  },
  buttons: { create: "feedFormula:add" },
});

const setup = () => {
  const fake = fakeHttp((req) => (req.url.includes("list") ? page([{ id: 1, name: "育肥猪配方" }]) : { id: 1 }));
  return { fake, dp: createDataProvider(fake.http, [feedFormula], { product: "agri" }) };
};

describe("a resource declared only in a test file", () => {
  it("lists through its versioned GET endpoint with filters in the query", async () => {
    const { fake, dp } = setup();
    const res = await dp.getList({
      resource: "feedFormula",
      pagination: { currentPage: 1, pageSize: 50 },
      filters: [
        { field: "protein", operator: "gte", value: 16 },
        { field: "name", operator: "contains", value: "育肥" },
      ],
    });
    expect(fake.only()).toEqual({
      method: "GET",
      url: "agri.feed.formula.page.list/2.0",
      params: { pageNum: 1, pageSize: 50, proteinFrom: 16, name: "育肥" },
    });
    expect(res.total).toBe(1);
  });

  it("creates, updates, reads and batch-deletes at its own endpoints", async () => {
    const { fake, dp } = setup();
    await dp.create({ resource: "feedFormula", variables: { name: "蛋鸡配方", protein: 17.5 } });
    await dp.update({ resource: "feedFormula", id: 3, variables: { protein: 18 } });
    await dp.getOne({ resource: "feedFormula", id: 3 });
    await dp.deleteOne({ resource: "feedFormula", id: 3 });
    expect(fake.calls).toEqual([
      { method: "POST", url: "agri.feed.formula.add/1.0", data: { name: "蛋鸡配方", protein: 17.5 } },
      { method: "POST", url: "agri.feed.formula.update/1.0", data: { id: 3, protein: 18 } },
      { method: "GET", url: "agri.feed.formula.detail/1.0", params: { id: 3 } },
      { method: "POST", url: "agri.feed.formula.delete.batch/1.0", data: { ids: [3] } },
    ]);
  });

  it("runs its batch action with ids", async () => {
    const { fake, dp } = setup();
    const { url, method, values, meta } = actionRequest(feedFormula, "approve", 3);
    expect(url).toBe("agri.feed.formula.approve/1.0");
    await dp.custom!({ url, method, payload: values, meta });
    expect(fake.only()).toEqual({ method: "POST", url: "agri.feed.formula.approve/1.0", data: { ids: [3] } });
  });
});
