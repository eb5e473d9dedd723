import { describe, expect, it } from "vitest";
import { checkResources } from "../../src/core/check-resources";
import type { ResourceConfig } from "../../src/core/define-resource";
import { f } from "../../src/core/fields";
import { declaredUniqueRules } from "../../src/core/unique-rules";
import { valid } from "../helpers/formula-resource";

/** A formula resource using all four row rules, valid until a case breaks one. */
const ruled = (over: Partial<ResourceConfig> = {}): ResourceConfig =>
  valid({
    fields: {
      formulaNo: f.text("配方编号", { readonly: true }),
      kind: f.enum("配方类别", [
        { value: "PF", label: "配合饲料" },
        { value: "NL", label: "浓缩料" },
      ]),
      name: f.text("配方名称", { required: true }),
      author: f.text("编制人", { readonly: true }),
      usual: f.bool("常用配方"),
      lines: f.lines("原料", { material: f.text("原料名称") }),
    },
    unique: [{ fields: ["kind", "name"], message: "该类别下已有同名配方" }],
    numbered: { field: "formulaNo", prefix: { field: "kind" } },
    fromCaller: { author: "userName" },
    onePer: { flag: "usual" },
    ...over,
  });

describe("row rules in a declaration", () => {
  it("accepts all four on the fields they name", () => expect(() => checkResources([ruled()])).not.toThrow());

  it("a unique rule counts within the tenant and answers on its last field", () => {
    expect(declaredUniqueRules(ruled())).toEqual([
      { keys: ["enterpriseId", "kind", "name"], field: "name", message: "该类别下已有同名配方", ignoring: [] },
    ]);
  });

  it.each<[string, Partial<ResourceConfig>, string]>([
    [
      "a unique field that does not exist",
      { unique: [{ fields: ["title"], message: "重复" }] },
      'unique names "title", which is not a field with a column',
    ],
    ["a unique field holding lines", { unique: [{ fields: ["lines"], message: "重复" }] }, 'unique names "lines"'],
    [
      "a unique rule without its message",
      { unique: [{ fields: ["name"], message: "" }] },
      "unique on name has no message",
    ],
    [
      "a number in a field the form writes",
      { numbered: { field: "name", prefix: "PF" } },
      'numbered "name" must name a readonly text field',
    ],
    [
      "a number in a missing field",
      { numbered: { field: "code", prefix: "PF" } },
      'numbered "code" must name a readonly text field',
    ],
    [
      "a prefix that is not capital letters",
      { numbered: { field: "formulaNo", prefix: "pf-" } },
      'numbered prefix "pf-" must be capital letters',
    ],
    [
      "a prefix field that is no enum",
      { numbered: { field: "formulaNo", prefix: { field: "name" } } },
      'numbered prefix field "name" must be an enum',
    ],
    [
      "a caller value in a missing field",
      { fromCaller: { maker: "enterpriseName" } },
      'fromCaller "maker" must name a readonly field',
    ],
    [
      "a caller value the form also writes",
      { fromCaller: { name: "userName" } },
      'fromCaller "name" must name a readonly field',
    ],
    [
      "a caller value the engine does not know",
      { fromCaller: { author: "userEmail" as never } },
      'fromCaller "author" takes "userEmail"',
    ],
    ["a one-per flag that is no bool", { onePer: { flag: "name" } }, 'onePer flag "name" must name a bool field'],
  ])("refuses %s", (_n, over, message) => {
    expect(() => checkResources([ruled(over)])).toThrow(message);
  });
});
