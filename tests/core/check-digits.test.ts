import { describe, expect, it } from "vitest";
import { creditCodeCheck, creditCodeValid, idCardValid } from "../../src/core/check-digits";
import { fieldRules, firstProblem } from "../../src/core/field-rules";
import { f } from "../../src/core/fields";

describe("统一社会信用代码 (GB 32100-2015)", () => {
  it.each([
    // a published code, and the demo enterprises' codes
    ["91350100M000100Y43", true],
    ["91370702MA3C6LY01N", true],
    ["93130631MA0FHMY022", true],
    ["91410105MA9KMHY03W", true],
    // one character changed, the check character wrong, letters outside the alphabet, too short, lower case
    ["91350100M000100Y44", false],
    ["91350100M000101Y43", false],
    ["91370702MA3C6LY01X", false],
    ["9135010OM000100Y43", false],
    ["91350100M000100Y4", false],
    ["91350100m000100y43", false],
  ])("%s is valid: %s", (code, valid) => {
    expect(creditCodeValid(code)).toBe(valid);
  });

  it("computes 0 where 31 minus the weighted sum's remainder is 31", () => {
    // every first 17 with a weighted sum divisible by 31 ends in 0: 17 zeros sum to 0
    expect(creditCodeCheck("00000000000000000")).toBe("0");
  });
});

describe("居民身份证号 (GB 11643-1999)", () => {
  it.each([
    ["11010519491231002X", true],
    ["440524188001010014", false], // born 1880: before 1900
    ["110105194912310021", false], // wrong check character
    ["110101199013071239", false], // month 13
    ["11010519491231002x", false], // lower-case x is typed upper by the form
  ])("%s is valid: %s", (id, valid) => {
    expect(idCardValid(id)).toBe(valid);
  });
});

describe("a checksum field's rules, shared by the form and the server", () => {
  const fields = { code: f.creditCode("统一社会信用代码", { required: true }), id: f.idCard("身份证号") };
  it.each([
    ["code", "", "请输入统一社会信用代码"],
    ["code", "913701", "统一社会信用代码应为18位数字或大写字母"],
    ["code", "9135010OM000100Y43", "统一社会信用代码应为18位数字或大写字母"],
    ["code", "91350100M000100Y44", "统一社会信用代码校验位不正确"],
    ["code", "91350100M000100Y43", undefined],
    ["code", "9".repeat(19), "统一社会信用代码不能超过18个字"],
    ["id", "1101051949123100", "身份证号应为18位，末位可为X"],
    ["id", "110105194912310021", "身份证号校验位不正确"],
    ["id", "11010519491231002X", undefined],
  ])("%s %j → %s", (key, value, message) => {
    expect(firstProblem(fieldRules(fields, key), value, {})).toBe(message);
  });
});
