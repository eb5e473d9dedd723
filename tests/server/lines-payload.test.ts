import { describe, expect, it } from "vitest";
import { defineResource } from "../../src/core/define-resource";
import { ep } from "../../src/core/endpoint";
import { f } from "../../src/core/fields";
import { parsePayload } from "../../src/server/validation/payload";

/** A small fixture: a feed formula with optional ingredient lines (at most 3). */
const formula = defineResource({
  name: "feedFormula",
  label: "饲料配方",
  titleField: "name",
  tenant: "enterprise",
  menu: { path: "/tendering/formula", shell: "tendering", order: 1 },
  fields: {
    name: f.text("配方名称", { required: true }),
    items: f.lines(
      "原料明细",
      {
        material: f.text("原料", { required: true, max: 10 }),
        share: f.decimal("占比(%)", { required: true, max: 100 }),
      },
      { max: 3 },
    ),
  },
  endpoints: { list: ep.post("etpbase.formula.list") },
  buttons: {},
});

const errorsOf = (body: unknown) => {
  try {
    parsePayload(formula, body, "create");
    return undefined;
  } catch (e) {
    return (e as { errors: Record<string, string> }).errors;
  }
};

describe("lines in a payload (fixture resource)", () => {
  it("parses each line like a row of the line fields, keeping the ids it was sent", () => {
    const values = parsePayload(
      formula,
      {
        name: "育肥猪配方",
        items: [
          { material: "玉米", share: "62.5" },
          { id: 7, material: "豆粕", share: 20 },
        ],
      },
      "create",
    );
    expect(values.items).toEqual([
      { material: "玉米", share: 62.5 },
      { id: 7, material: "豆粕", share: 20 },
    ]);
  });

  it("takes no lines of an optional field as an empty list, which removes them all", () => {
    expect(parsePayload(formula, { name: "空配方", items: [] }, "create").items).toEqual([]);
    expect(parsePayload(formula, { items: null }, "update").items).toEqual([]);
    expect(parsePayload(formula, { name: "改名" }, "update")).not.toHaveProperty("items");
  });

  it("names the cell of each bad value: 原料明细 line 2's 原料", () => {
    expect(
      errorsOf({
        name: "x",
        items: [
          { material: "玉米", share: 50 },
          { material: "", share: 101 },
        ],
      }),
    ).toEqual({
      "items.1.material": "请输入原料",
      "items.1.share": "占比(%)不能大于100",
    });
  });

  it("refuses too many lines on the field, before reading any line", () => {
    const four = Array.from({ length: 4 }, () => ({ material: "", share: -1 }));
    expect(errorsOf({ name: "x", items: four })).toEqual({ items: "原料明细最多3行" });
  });

  it("refuses lines that are not a list of objects, and ids that are not one saved line's", () => {
    expect(errorsOf({ name: "x", items: "玉米 62%" })).toEqual({ items: "原料明细格式不正确" });
    expect(errorsOf({ name: "x", items: [["玉米", 62]] })).toEqual({ items: "原料明细格式不正确" });
    for (const id of ["abc", -1, 1.5, true]) {
      expect(errorsOf({ name: "x", items: [{ id, material: "玉米", share: 1 }] }), String(id)).toEqual({
        items: "第1行的明细编号无效，请刷新后重试",
      });
    }
    expect(
      errorsOf({
        name: "x",
        items: [
          { id: 3, material: "玉米", share: 1 },
          { id: 3, material: "豆粕", share: 1 },
        ],
      }),
    ).toEqual({
      items: "第2行的明细编号无效，请刷新后重试",
    });
  });
});
