import { describe, expect, expectTypeOf, it } from "vitest";
import { bid } from "../../resources/bid";
import { defineResource } from "../../src/core/define-resource";
import { ep } from "../../src/core/endpoint";
import { fieldRules } from "../../src/core/field-rules";
import { f, type RowOf } from "../../src/core/fields";

// tsc checks this file (tests/ is in tsconfig): each @ts-expect-error fails the build if its line compiles.
describe("field builders take only their type's options", () => {
  it("refuses a shape on a number, a level on a text, a seal of a ref on a date", () => {
    // @ts-expect-error an int has no pattern
    f.int("x", { pattern: /a/ });
    // @ts-expect-error not even a well-formed one: only typed text has a shape
    const count = f.int("数量", { pattern: { source: "^1", message: "须以1开头" } });
    // it would never have been a rule: the form and the server ignore it on a number
    expect(fieldRules({ count }, "count").map((r) => r.kind)).not.toContain("pattern");
    // @ts-expect-error a text picks no region level
    f.text("名称", { level: "city" });
    // @ts-expect-error only a ref is read through an audience
    f.date("交货日期", { via: "public" });
    // @ts-expect-error an enum's options are its second argument, not an option
    f.bool("启用", { options: [] });
  });

  it("takes what applies to each type, and the options every field shares", () => {
    const code = f.text("编码", {
      required: true,
      max: 20,
      pattern: { source: "^[a-z]+$", message: "须为小写字母" },
      search: true,
    });
    expect(fieldRules({ code }, "code").map((r) => r.kind)).toEqual(["required", "maxLength", "pattern"]);
    f.int("数量", { min: 1, max: 99, table: false, examples: [3] });
    f.datetime("截止时间", { future: true, readonly: true });
    f.ref("收货地点", "factory", { via: "public", titleBy: "name", placeholder: "请选择" });
    f.lines("明细", { n: f.text("原料") }, { min: 1, max: 20, form: false });
  });
});

describe("RowOf a declaration", () => {
  const formula = defineResource({
    name: "feedFormula",
    label: "饲料配方",
    titleField: "name",
    tenant: "enterprise",
    menu: { path: "/tendering/formula", shell: "tendering", order: 1 },
    fields: {
      name: f.text("配方名称", { required: true }),
      count: f.int("批次"),
      price: f.money("单价", { required: true }),
      state: f.enum(
        "状态",
        [
          { value: "draft", label: "草稿" },
          { value: "open", label: "已发布" },
        ],
        { required: true },
      ),
      kind: f.enum("类型", [
        { value: 1, label: "预混料" },
        { value: 2, label: "浓缩料" },
      ]),
      halal: f.bool("清真"),
      farmId: f.ref("牧场", "farm", { required: true }),
      farmIds: f.refs("供货牧场", "farm"),
      photos: f.images("图片"),
      startsAt: f.datetime("开始时间"),
      items: f.lines(
        "原料明细",
        { material: f.text("原料", { required: true }), share: f.decimal("占比") },
        { required: true },
      ),
    },
    endpoints: { list: ep.post("etpbase.formula.list") },
    buttons: {},
  });
  type Formula = RowOf<typeof formula>;

  it("gives each field its value's type, required ones always there", () => {
    const row: Formula = { name: "育肥猪配方", price: 12.5, state: "draft", farmId: 3, items: [{ material: "玉米" }] };
    // @ts-expect-error a row without its required price is no row
    const short: Formula = { name: "育肥猪配方", state: "draft", farmId: 3, items: [] };
    expect([row.items[0]!.material, short.price]).toEqual(["玉米", undefined]);
    expectTypeOf<Formula["name"]>().toEqualTypeOf<string>();
    expectTypeOf<Formula["price"]>().toEqualTypeOf<number>();
    expectTypeOf<Formula["farmId"]>().toEqualTypeOf<number>();
    expectTypeOf<Formula["state"]>().toEqualTypeOf<"draft" | "open">();
    expectTypeOf<Formula["count"]>().toEqualTypeOf<number | null | undefined>();
    expectTypeOf<Formula["kind"]>().toEqualTypeOf<1 | 2 | null | undefined>();
    expectTypeOf<Formula["halal"]>().toEqualTypeOf<boolean | null | undefined>();
    expectTypeOf<Formula["farmIds"]>().toEqualTypeOf<number[] | null | undefined>();
    expectTypeOf<Formula["photos"]>().toEqualTypeOf<string[] | null | undefined>();
    expectTypeOf<Formula["startsAt"]>().toEqualTypeOf<Date | null | undefined>();
  });

  it("gives a lines field the rows of its line fields", () => {
    type Line = Formula["items"][number];
    const line: Line = { material: "豆粕", share: 0.2 };
    expect(line.share).toBe(0.2);
    expectTypeOf<Line["material"]>().toEqualTypeOf<string>();
    expectTypeOf<Line["share"]>().toEqualTypeOf<number | null | undefined>();
  });

  it("reads the platform's own declarations: a bid", () => {
    type Bid = RowOf<typeof bid>;
    expect(bid.fields.status.options.map((o) => o.value)).toEqual(["draft", "bidding", "hung", "finished"]);
    expectTypeOf<Bid["status"]>().toEqualTypeOf<"draft" | "bidding" | "hung" | "finished" | null | undefined>();
    expectTypeOf<Bid["deadline"]>().toEqualTypeOf<Date>();
    expectTypeOf<Bid["deliveryRegions"]>().toEqualTypeOf<string[]>();
    expectTypeOf<Bid["lines"][number]["budgetPrice"]>().toEqualTypeOf<number | null | undefined>();
    // @ts-expect-error a bid has no such field
    expectTypeOf<Bid["nothing"]>();
  });
});
