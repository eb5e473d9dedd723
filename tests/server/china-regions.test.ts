import { describe, expect, it } from "vitest";
import {
  childrenOf,
  fullName,
  normalRange,
  placeOf,
  rangeCovers,
  rangeFromNames,
  rangeNames,
  rangeProblem,
} from "../../src/server/regions/china-regions";

describe("the region data of China", () => {
  it("holds the 34 provinces with their GB/T 2260 codes, and the levels below", () => {
    expect(childrenOf()!.map((r) => r.code)).toHaveLength(34);
    expect(childrenOf("130000")!.map((r) => r.name)).toContain("保定市");
    expect(childrenOf("000000")).toBeUndefined();
  });

  it.each([
    ["410100", "河南省郑州市"],
    ["419001", "河南省济源市"],
    ["110105", "北京市朝阳区"],
    ["513402", "四川省凉山彝族自治州会理市"],
  ])("names %s %s", (code, name) => expect(fullName(code)).toBe(name));

  it.each([
    ["河北省保定市定州市", ["130000", "130600", "130682"]],
    ["河北保定 东门仓库", ["130000", "130600"]],
    ["内蒙古通辽市科尔沁区", ["150000", "150500", "150502"]],
    ["北京市朝阳区建国路8号", ["110000", "110105"]],
    ["河南省济源市", ["410000", "419000", "419001"]],
    ["火星基地", []],
  ])("reads the address %s as the regions it lies in", (address, codes) =>
    expect(placeOf(address).map((r) => r.code)).toEqual(codes),
  );

  it.each([
    [["370000", "410100"], "山东省潍坊市", true],
    [["370000", "410100"], "河南省郑州市中原区", true],
    [["370000", "410100"], "河南省洛阳市", false],
    [[], "海南省海口市", true],
    [null, "火星基地", true],
    [["370000"], "火星基地", false],
  ] as const)("a range %j covers %s: %s", (range, address, covered) =>
    expect(rangeCovers(range, placeOf(address))).toBe(covered),
  );

  it("refuses unknown codes and codes finer than the level, naming the field", () => {
    expect(rangeProblem("配送区域", ["370000", "410100"], "city")).toBeUndefined();
    expect(rangeProblem("配送区域", ["123456"], "city")).toBe("配送区域中的地区编码“123456”不存在");
    expect(rangeProblem("配送区域", ["410100"], "province")).toBe("配送区域只能选择省份，“河南省郑州市”过细");
  });

  it("keeps a range once, in the data's order, a region inside a picked one dropped", () => {
    expect(normalRange(["410102", "370000", "410100", "370000"])).toEqual(["370000", "410100"]);
    expect(rangeNames(["370000", "410100"])).toBe("山东省、河南省郑州市");
    expect(rangeNames([])).toBe("全国");
  });

  it("reads written ranges (the seed's, an import's) back into codes", () => {
    expect(rangeFromNames("河南,山东、内蒙古")).toEqual({ codes: ["150000", "370000", "410000"] });
    expect(rangeFromNames("山东省临沂市，江苏省徐州市")).toEqual({ codes: ["320300", "371300"] });
    expect(rangeFromNames("河南、郑州")).toEqual({ unknown: "郑州" });
  });
});
