import { describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { checkResources } from "../../src/core/check-resources";
import type { ResourceConfig } from "../../src/core/define-resource";
import { ep } from "../../src/core/endpoint";
import { f } from "../../src/core/fields";
import { importKeyOf } from "../../src/core/import-checks";
import { valid } from "../helpers/formula-resource";

/** A resource that imports, keyed by its 配方编号, with a default mark. */
const importing = (over: Partial<ResourceConfig> = {}): ResourceConfig =>
  valid({
    fields: {
      name: f.text("配方名称", { required: true }),
      code: f.text("配方编号", { max: 20 }),
      usual: f.bool("常用配方"),
      grams: f.int("用量"),
    },
    endpoints: { list: ep.post("etpbase.formula.list"), import: ep.post("etpbase.formula.import") },
    importKey: "code",
    onePer: { flag: "usual" },
    ...over,
  });

describe("an importing resource's natural key", () => {
  it("every importing resource of the platform has one", () => {
    const keys = resources.filter((r) => r.endpoints.import).map((r) => [r.name, importKeyOf(r)]);
    expect(keys.length).toBeGreaterThan(0);
    for (const [name, key] of keys) expect(key, name).toBeDefined();
  });

  it("accepts a declared key and default flag", () => expect(() => checkResources([importing()])).not.toThrow());

  it("inherits the one field of a uniqueBy beside the tenant columns", () => {
    const r = importing({
      importKey: undefined,
      uniqueBy: [{ keys: ["enterpriseId", "name"], field: "name", message: "已有该配方" }],
    });
    expect(importKeyOf(r)).toBe("name");
    expect(() => checkResources([r])).not.toThrow();
  });

  it.each<[string, Partial<ResourceConfig>, string]>([
    ["an import with no key", { importKey: undefined }, "imports rows but names no natural key"],
    [
      "a uniqueBy of two fields, which names no row by one cell",
      { importKey: undefined, uniqueBy: [{ keys: ["enterpriseId", "name", "code"], field: "name", message: "重复" }] },
      "names no natural key",
    ],
    ["a key that is no field", { importKey: "number" }, 'importKey "number" is not a field'],
    ["a key that is a number", { importKey: "grams" }, 'importKey "grams" must be a text field'],
    [
      "a key the form never fills",
      { fields: { name: f.text("配方名称"), code: f.text("配方编号", { readonly: true }) }, onePer: undefined },
      'importKey "code" must be a form field the export writes',
    ],
    [
      "a key on a resource that does not import",
      { endpoints: { list: ep.post("etpbase.formula.list") } },
      'declares importKey "code" but imports nothing',
    ],
    ["a default flag that is no bool", { onePer: { flag: "name" } }, 'onePer flag "name" must name a bool field'],
  ])("refuses %s", (_n, over, message) => {
    expect(() => checkResources([importing(over)])).toThrow(message);
  });
});
