import { describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { categoryAttributes } from "../../src/core/goods-attributes";

const fields = resourceByName("goods").fields;

describe("category attributes on the goods page", () => {
  it("shows a 兽药's approval number and kind by their labels, and nothing of another category", () => {
    const kind = fields.vetKind!.options![0]!;
    const shown = categoryAttributes(fields, {
      category: "兽药",
      approvalNo: "兽药字（2022）160083012",
      vetKind: kind.value,
      breed: "湖羊",
    });
    expect(shown).toEqual([
      { label: "批准文号", value: "兽药字（2022）160083012" },
      { label: "兽药类别", value: kind.label },
    ]);
  });

  it("leaves out what the seller did not fill", () => {
    expect(categoryAttributes(fields, { category: "饲料", feedLicence: null, feedStage: "" })).toEqual([]);
  });
});
