import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { CALLS } from "../../src/core/calls";
import { endpointsOf } from "../../src/core/check-resources";
import { MALL } from "../../src/core/mall-endpoints";
import { apiMarkdown } from "../../src/server/api/api-markdown";
import { openApiDocument } from "../../src/server/api/openapi";

type Op = Record<string, unknown> & {
  parameters?: { name: string }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
};
const doc = openApiDocument();
const paths = doc.paths as Record<string, Record<string, Op>>;
const op = (method: string, path: string) => paths[path]?.[method]!;
const bodyOf = (o: Op) =>
  o.requestBody!.content["application/json"]!.schema as {
    properties: Record<string, Record<string, unknown>>;
    required?: string[];
  };

describe("docs/api.md", () => {
  it("is generated from the OpenAPI document (run npm run docs:api after changing a declaration)", () => {
    const onDisk = readFileSync(new URL("../../docs/api.md", import.meta.url), "utf8");
    expect(onDisk).toBe(apiMarkdown(doc));
  });

  it("lists every call under /gw with the product prefix, its payload and who may make it", () => {
    const md = apiMarkdown(doc);
    expect(md).toContain(
      "| 分页列表 | POST | `/gw/agri.etpbase.factory.page.list/1.0` | body | 登录 | menu `/tendering/factory` |",
    );
    expect(md).toContain(
      "| 删除 | POST | `/gw/agri.etpbase.factory.delete.batch/1.0` | body | 登录 | button `factory:delete` |",
    );
    expect(md).toContain("| 进货车列表 | GET | `/gw/rest/cart/list` | params | 登录 |");
    expect(md).toContain("| 账号密码登录 | POST | `/gw/agri.usercenter.login/1.0` | body | 公开 | 公开 |");
    expect(md).toContain(
      "| 保存角色权限 | POST | `/gw/agri.etpbase.permission.role.grant.save/1.0` | body | 登录 | button `role:edit` |",
    );
  });
});

describe("the OpenAPI document", () => {
  it("has one operation per declared call: resources, MALL, hand-written calls and the two outside /gw", () => {
    const count = Object.values(paths).reduce((n, byMethod) => n + Object.keys(byMethod).length, 0);
    const declared =
      resources.reduce((n, r) => n + endpointsOf(r).length, 0) +
      Object.keys(MALL).length +
      Object.keys(CALLS).length +
      2;
    expect(count).toBe(declared);
    expect(doc.openapi).toBe("3.1.0");
  });

  it("derives request schemas from the field declarations", () => {
    const create = bodyOf(op("post", "/gw/agri.etpbase.factory.add/1.0"));
    expect(create.required).toEqual(["name", "region", "address", "contact", "phone"]);
    expect(create.properties.name).toMatchObject({ type: "string", maxLength: 40, title: "工厂名称" });
    expect(create.properties.isDefault).toMatchObject({ type: "boolean" });
    const update = bodyOf(op("post", "/gw/agri.etpbase.factory.update/1.0"));
    expect(update.required).toEqual(["id"]);
    const del = bodyOf(op("post", "/gw/agri.etpbase.factory.delete.batch/1.0"));
    expect(del.required).toEqual(["ids"]);
  });

  it("spells enum values with their Chinese labels and ranges on list filters", () => {
    const goodsList = bodyOf(op("post", "/gw/agri.trading.goods.list/1.0"));
    const enums = Object.values(goodsList.properties).filter((s) => Array.isArray(s.enum) && s.title);
    expect(enums.length).toBeGreaterThan(0);
    for (const e of enums) expect(String(e.description)).toMatch(/=[^，]+/);
    expect(goodsList.properties.pageNum).toMatchObject({ type: "integer", minimum: 1 });
  });

  it("puts a GET's payload in the query, with the systemId header, the session and the error answers", () => {
    const detail = op("get", "/gw/agri.etpbase.factory.detail/1.0");
    expect(detail.parameters).toEqual(
      expect.arrayContaining([
        { $ref: "#/components/parameters/systemId" },
        expect.objectContaining({ name: "id", in: "query", required: true }),
      ]),
    );
    expect(detail.security).toEqual([{ session: [] }]);
    expect(Object.keys(detail.responses as object)).toEqual(["200", "401", "403", "404", "422", "500"]);
    expect(op("post", "/gw/agri.usercenter.login/1.0").security).toEqual([{}, { session: [] }]);
    expect(op("post", "/gw/agri.etpbase.factory.import/1.0").requestBody!.content).toHaveProperty(
      "multipart/form-data",
    );
    expect(op("get", "/gw/agri.sc.auction.live/1.0").responses).toHaveProperty("200.content.text/event-stream");
  });

  it("names each operation once and every $ref it uses resolves", () => {
    const ids = Object.values(paths).flatMap((byMethod) => Object.values(byMethod).map((o) => o.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const r of new Set(refs)) {
      const target = r
        .slice(8, -1)
        .replace(/^#\//, "")
        .split("/")
        .reduce<unknown>((at, k) => (at as Record<string, unknown> | undefined)?.[k], doc);
      expect(target, r).toBeDefined();
    }
    expect(refs.length).toBeGreaterThan(0);
  });

  it("leaves the development SMS outbox out of a production document", () => {
    expect(paths["/gw/agri.dev.sms.outbox.list/1.0"]).toBeDefined();
    expect(
      (openApiDocument("agri", true).paths as object)["/gw/agri.dev.sms.outbox.list/1.0" as never],
    ).toBeUndefined();
  });
});
