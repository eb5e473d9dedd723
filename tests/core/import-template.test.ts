import { describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { columnRules, importNote } from "../../src/core/import-template";

const factory = resourceByName("factory");
const labelOf = (name: string) => resourceByName(name).label;

describe("the import template's 填写说明", () => {
  it("says for each 收货地点 column whether it must be filled and every rule it must meet", () => {
    expect(columnRules(factory, labelOf)).toEqual([
      { column: "工厂名称", required: "必填", rule: "文字；不超过40个字" },
      {
        column: "工厂编码",
        required: "必填",
        rule: "导入时必填，用于匹配已有收货地点：与已有工厂编码相同则更新该条，否则新增；文字；不超过20个字",
      },
      { column: "所在地区", required: "必填", rule: "填写省、市、区县全称，必须到区县一级，如 山东省潍坊市寒亭区" },
      { column: "详细地址", required: "必填", rule: "文字；不超过120个字" },
      { column: "收货联系人", required: "必填", rule: "文字；不超过20个字" },
      { column: "联系电话", required: "必填", rule: "手机号或座机，如 13905361234、0536-7256801；不超过20个字" },
      {
        column: "默认收货地点",
        required: "选填",
        rule: "填写 是 或 否；留空时新增的取默认值，已有的不改动；只能有一条为“是”，填“是”的一条取代原来的默认收货地点",
      },
      { column: "备注", required: "选填", rule: "文字；不超过100个字" },
    ]);
  });

  it("a place picked to the city says so, and a resource's choices are listed", () => {
    const maker = columnRules(resourceByName("manufacturer"), labelOf);
    expect(maker.find((c) => c.column === "所在地区")!.rule).toBe("填写省、市、区县全称，至少到市，如 山东省潍坊市");
    expect(maker.find((c) => c.column === "厂家名称")!.rule).toContain("用于匹配已有生产厂家");
  });

  it("the dialog and the template say what the key column does to rows already there", () => {
    expect(importNote(factory)).toBe(
      "按“工厂编码”匹配：工厂编码与已有收货地点相同的更新该条，新的工厂编码新增一条，表格中没有的收货地点保持不变；同一工厂编码在表格中只能出现一次。",
    );
  });
});
