import { describe, expect, it } from "vitest";
import { checkResources } from "../../src/core/check-resources";
import { f, type FieldDef } from "../../src/core/fields";
import type { ResourceConfig } from "../../src/core/define-resource";
import { valid } from "../helpers/formula-resource";

describe("checkResources: field declarations", () => {
  it.each<[string, Partial<ResourceConfig>, string]>([
    ["a field without type", { fields: { name: { label: "配方名称" } as FieldDef } }, 'field "name" has no type'],
    [
      "an enum without options",
      { fields: { name: f.text("名"), kind: f.enum("类型", []) } },
      'enum field "kind" has no options',
    ],
    [
      "a ref to nothing",
      { fields: { name: f.text("名"), farmId: f.ref("牧场", "farm") } },
      'refers to unknown resource "farm"',
    ],
    [
      "a reserved field",
      { fields: { name: f.text("名"), enterpriseId: f.int("企业") } },
      'field "enterpriseId" is added by the engine',
    ],
    [
      "lines without line fields",
      { fields: { name: f.text("名"), items: f.lines("原料明细", {}) } },
      'lines field "items" declares no line fields',
    ],
    [
      "lines inside lines",
      { fields: { name: f.text("名"), items: f.lines("原料明细", { parts: f.lines("子项", { n: f.text("名") }) }) } },
      'field "items.parts": lines cannot hold lines',
    ],
    [
      "lines as a table column",
      { fields: { name: f.text("名"), items: f.lines("原料明细", { n: f.text("原料") }, { table: true }) } },
      "cannot be a table column",
    ],
    [
      "rich text as a table column",
      { fields: { name: f.text("名"), notes: f.richtext("配方说明", { table: true }) } },
      'richtext field "notes" cannot be a table column or a search field',
    ],
    [
      "rich text as a search field",
      { fields: { name: f.text("名"), notes: f.richtext("配方说明", { search: true }) } },
      'richtext field "notes" cannot be a table column or a search field',
    ],
    [
      "rich text in a line",
      { fields: { name: f.text("名"), items: f.lines("原料明细", { notes: f.richtext("说明") }) } },
      'line field "items.notes" is a richtext',
    ],
    [
      "a file in a line",
      { fields: { name: f.text("名"), items: f.lines("原料明细", { report: f.file("检测报告") }) } },
      'line field "items.report" is a file',
    ],
    [
      "a line's ref read through an audience",
      {
        fields: {
          name: f.text("名"),
          items: f.lines("原料明细", { farmId: f.ref("牧场", "feedFormula", { via: "public" }) }),
        },
      },
      'line field "items.farmId" points at rows via an audience',
    ],
    [
      "a pattern on a number",
      // @ts-expect-error the builder refuses the option; a field built by hand still meets the check
      { fields: { name: f.text("名"), n: f.int("数量", { pattern: { source: "^1", message: "须以1开头" } }) } },
      'field "n" has a pattern but is a int',
    ],
    [
      "regions as a search field",
      { fields: { name: f.text("名"), area: f.regions("配送区域", { search: true }) } },
      'regions field "area" cannot be a search field',
    ],
    [
      "a level on a text",
      // @ts-expect-error the builder refuses the option; a field built by hand still meets the check
      { fields: { name: f.text("名", { level: "city" }) } },
      'field "name" has a level but is a text',
    ],
    [
      "regions in a line",
      { fields: { name: f.text("名"), items: f.lines("明细", { area: f.regions("地区") }) } },
      'line field "items.area" is a regions',
    ],
    [
      "a pattern that is no regular expression",
      { fields: { name: f.text("名", { pattern: { source: "([", message: "格式不对" } }) } },
      'pattern "([" is not a regular expression',
    ],
    [
      "a broken line field",
      { fields: { name: f.text("名"), items: f.lines("原料明细", { kind: f.enum("类型", []) }) } },
      'enum field "items.kind" has no options',
    ],
    [
      "picks over a field that holds no lines",
      { fields: { name: f.text("名"), won: f.picks("中标明细", "name", { readonly: true }) } },
      'picks field "won" must name a lines field beside it',
    ],
    [
      "picks typed on the form",
      {
        fields: {
          name: f.text("名"),
          items: f.lines("明细", { n: f.text("原料") }),
          won: f.picks("中标明细", "items"),
        },
      },
      'picks field "won" must be readonly',
    ],
  ])("rejects %s, naming the file and the fix", (_, over, message) => {
    expect(() => checkResources([valid(over)])).toThrow(`[resources/feed-formula] `);
    expect(() => checkResources([valid(over)])).toThrow(message);
  });

  it("refuses a field applying when a field that is not a choice, or an option it does not have, holds", () => {
    const kind = f.enum("方式", [
      { value: "amount", label: "满减" },
      { value: "rate", label: "折扣" },
    ]);
    expect(() =>
      checkResources([
        valid({ fields: { name: f.text("名称"), amount: f.money("金额", { when: { field: "name", in: ["x"] } }) } }),
      ]),
    ).toThrow(/applies when "name" holds a value: name an enum or bool field/);
    expect(() =>
      checkResources([
        valid({
          fields: { name: f.text("名称"), kind, amount: f.money("金额", { when: { field: "kind", in: ["gift"] } }) },
        }),
      ]),
    ).toThrow(/use its options' values/);
    expect(() =>
      checkResources([
        valid({
          fields: { name: f.text("名称"), kind, amount: f.money("金额", { when: { field: "kind", in: ["amount"] } }) },
        }),
      ]),
    ).not.toThrow();
  });
});
