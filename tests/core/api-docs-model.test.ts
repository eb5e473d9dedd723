import { describe, expect, it } from "vitest";
import { openApiDocument } from "../../src/server/api/openapi";
import { filterReference, referenceOf, typeText } from "../../src/web/api-docs/reference-model";

const ref = referenceOf(openApiDocument());
const call = (path: string) => ref.groups.flatMap((g) => g.calls).find((c) => c.path === path)!;

describe("the /api-docs page's view of the document", () => {
  it("groups every call under its tag, in the document's order", () => {
    const doc = openApiDocument();
    expect(ref.groups.map((g) => g.name)).toEqual((doc.tags as { name: string }[]).map((t) => t.name));
    const operations = Object.values(doc.paths as Record<string, object>).reduce(
      (n, m) => n + Object.keys(m).length,
      0,
    );
    expect(ref.groups.reduce((n, g) => n + g.calls.length, 0)).toBe(operations);
  });

  it("shows a call's header, fields with their rules, answer fields and failures", () => {
    const add = call("/gw/agri.etpbase.factory.add/1.0");
    expect(add).toMatchObject({ method: "POST", summary: "新增", login: true, access: "button `factory:add`" });
    expect(add.request[0]).toMatchObject({ name: "systemId", where: "请求头" });
    expect(add.request.find((f) => f.name === "name")).toEqual({
      name: "name",
      where: "请求体",
      type: "string ≤40字",
      required: true,
      description: "工厂名称",
    });
    expect(add.answer.map((f) => f.name)).toEqual(expect.arrayContaining(["id", "name", "createdAt"]));
    expect(add.failures.map((f) => f.status)).toEqual(["401", "403", "404", "422", "500"]);
    const list = call("/gw/agri.etpbase.factory.page.list/1.0");
    expect(list.answer.filter((f) => f.where === "data.list[]").map((f) => f.name)).toContain("name");
    expect(call("/gw/agri.etpbase.factory.export/1.0").answerType).toMatch(/spreadsheetml/);
    expect(call("/gw/agri.sc.auction.live/1.0").answerType).toBe("text/event-stream");
    // calls whose payload no declaration spells point at the guide that explains it
    expect(call("/gw/rest/cart/list").note).toBe("参数见 docs/mall.md");
    expect(call("/gw/agri.etpbase.permission.role.grant.save/1.0").note).toBe("参数见 docs/permissions.md");
    expect(add.note).toBeUndefined();
  });

  it("filters by words found in the group, summary or path", () => {
    const hit = filterReference(ref, "收货地点 新增");
    expect(hit.groups.flatMap((g) => g.calls.map((c) => c.path))).toEqual(["/gw/agri.etpbase.factory.add/1.0"]);
    expect(filterReference(ref, "  ")).toBe(ref);
    expect(filterReference(ref, "no-such-call").groups).toEqual([]);
  });

  it("spells types with their bounds", () => {
    expect(typeText({ type: "array", items: { type: "integer" }, maxItems: 5 })).toBe("integer[] 最多5项");
    expect(typeText({ type: "string", format: "date" })).toBe("string (date)");
    expect(typeText(undefined)).toBe("任意");
  });
});
