import { describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { checkResources } from "../../src/core/check-resources";
import { ep } from "../../src/core/endpoint";
import { f } from "../../src/core/fields";
import type { ResourceConfig } from "../../src/core/define-resource";
import { valid } from "../helpers/formula-resource";

describe("checkResources", () => {
  it("accepts the platform's resources", () => {
    expect(() => checkResources([...resources])).not.toThrow();
  });

  it("accepts a minimal resource", () => {
    expect(() => checkResources([valid()])).not.toThrow();
  });

  it.each<[string, Partial<ResourceConfig>, string]>([
    ["a missing title field", { titleField: "title" }, 'titleField "title" is not a field'],
    ["no list endpoint", { endpoints: {} }, "has no list endpoint"],
    ["a versioned method name", { endpoints: { list: ep.post("agri.etpbase.formula.list/1.0") } }, "list: method"],
    [
      "a menu path that is no route",
      { menu: { path: "tendering", shell: "tendering", order: 1 } },
      'menu.path "tendering"',
    ],
    [
      "an event type that is no dotted name",
      { events: { kind: "order", moves: { create: "OrderPlaced" } } },
      'events: move "create" sends "OrderPlaced"',
    ],
    [
      "events also to a field that is no ref",
      { events: { kind: "tender", moves: { create: "tender.formula.created" }, alsoTo: "name" } },
      'events.alsoTo "name" must name a ref field',
    ],
    [
      "belonging to a row through a field that is no ref",
      { partOf: { field: "name" } },
      'partOf.field "name" must name a ref field',
    ],
    [
      "a link to another site",
      { links: { preview: { label: "预览", href: "https://example.com/?id=:id" } } },
      'link "preview" href "https://example.com/?id=:id" must be a route',
    ],
    [
      "a link naming no field",
      { links: { preview: { label: "预览", href: "/storeInfo/info?shopId=:shopId" } } },
      'link "preview" puts ":shopId" in its href, which is not a field',
    ],
    [
      "a link offered on a field that does not exist",
      { links: { preview: { label: "预览", href: "/p?id=:id", when: { phase: ["live"] } } } },
      'link "preview" is offered when "phase" holds a value, but "phase" is not a field',
    ],
    [
      "a link offered on a value the enum does not have",
      {
        fields: { name: f.text("名"), kind: f.enum("类型", [{ value: "a", label: "甲" }]) },
        links: { preview: { label: "预览", href: "/p?id=:id", when: { kind: ["b"] } } },
      },
      'link "preview" is offered when kind is b: use its options\' values',
    ],
    [
      "a state read otherwise while a field that is no date is ahead",
      {
        fields: {
          name: f.text("名"),
          status: f.enum("状态", [{ value: "on", label: "进行中", ahead: { field: "name", label: "即将开始" } }]),
        },
      },
      'option "on" of "status" reads otherwise while "name" is ahead: name a date or datetime field beside it',
    ],
    [
      "lines on a resource that imports",
      {
        fields: { name: f.text("名"), items: f.lines("原料明细", { n: f.text("原料") }) },
        endpoints: { list: ep.post("etpbase.formula.list"), import: ep.post("etpbase.formula.import") },
      },
      'imports flat rows but "items" holds lines',
    ],
    [
      "a report that writes",
      {
        reports: {
          used: {
            label: "用量分析",
            path: "/tendering/analysis/formula",
            order: 1,
            endpoint: ep.post("etpbase.report.formula"),
            stats: [{ key: "n", label: "配方数", type: "int" }],
            charts: [],
            tables: [],
          },
        },
      },
      'report "used" reads: its endpoint must be a GET',
    ],
    [
      "a report that shows nothing",
      {
        reports: {
          used: {
            label: "用量分析",
            path: "/tendering/analysis/formula",
            order: 1,
            endpoint: ep.get("etpbase.report.formula"),
            stats: [],
            charts: [],
            tables: [],
          },
        },
      },
      'report "used" shows nothing',
    ],
  ])("rejects %s, naming the file and the fix", (_, over, message) => {
    expect(() => checkResources([valid(over)])).toThrow(`[resources/feed-formula] `);
    expect(() => checkResources([valid(over)])).toThrow(message);
  });

  it("rejects a name that is not camelCase", () => {
    expect(() => checkResources([valid({ name: "Feed_formula" })])).toThrow('name "Feed_formula" must be camelCase');
  });

  it("rejects two resources sharing an endpoint, a menu path or a button code", () => {
    const a = valid({ buttons: { create: "formula:add" } });
    const b = valid({ name: "feedRecipe", buttons: { create: "formula:add" } });
    const run = () => checkResources([a, b]);
    expect(run).toThrow('endpoint "POST agri.etpbase.formula.list/1.0" is already used by resources/feed-formula');
    expect(run).toThrow('menu path "/tendering/formula" is already used');
    expect(run).toThrow('button code "formula:add" is already used');
  });
});
