import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { platformOwned, type Resource } from "../../src/core/define-resource";
import { requiredMessage } from "../../src/core/field-rules";
import { applies, isNumeric, isTextual, type FieldDef } from "../../src/core/fields";
import { rowCount } from "../helpers/server-count";
import { refIdsFor } from "../helpers/server-refs";
import { samplePayload } from "../helpers/server-samples";
import { roomFor } from "../helpers/single-room";
import { testApp, type TestApp } from "../helpers/server-app";

let t: TestApp;
let cookie: string;
let operator: string;

beforeAll(async () => {
  t = await testApp();
  cookie = await t.login("13800000001");
  operator = await t.login("admin");
});
afterAll(() => t?.close());

/** Who writes `r`'s rows: 绿野's administrator, or the operator for the platform's own (数据字典). */
const keeperOf = (r: Resource) => ({ cookie: platformOwned(r) ? operator : cookie });

const writable = (r: Resource) => Object.entries(r.fields).filter(([, f]) => !f.readonly);
// what a create or an edit is sent; a resource without either (a buyer's order) is written by other checked calls
const cases = resources.filter((r) => r.endpoints.create).map((r) => [r.name, r] as const);
/** Numbers with a floor to go below: a resource without any (a factory) has no such case. */
const bounded = (r: Resource) => writable(r).filter(([, f]) => isNumeric(f.type) && f.min !== undefined);

/** Posts a create that must fail with 422 and the given field errors, writing nothing. */
async function expectRejected(r: Resource, payload: Record<string, unknown>, expected: Record<string, string>) {
  const before = await rowCount(t, r.name);
  const res = await t.call(r.name, "create", payload, keeperOf(r));
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json()).toMatchObject({ code: 422, msg: "提交的数据有误", errors: expected });
  expect(await rowCount(t, r.name)).toBe(before);
}

describe("create validation derived from the field declarations", () => {
  it.each(cases)("%s: missing required fields are named as the form names them (请输入/请选择)", async (_n, r) => {
    // a field for one case only is required when an optional field's default chooses that case; with a
    // required choice missing, no case is chosen
    const defaults = Object.fromEntries(
      writable(r)
        .filter(([, f]) => !f.required)
        .map(([k, f]) => [k, f.default]),
    );
    const required = writable(r).filter(([, f]) => f.required && applies(f, defaults));
    await expectRejected(r, {}, Object.fromEntries(required.map(([k, f]) => [k, requiredMessage(f)])));
  });

  it.each(cases)("%s: wrong types are refused per field", async (_n, r) => {
    const valid = samplePayload(r, await refIdsFor(t, r, keeperOf(r)));
    const bad: Record<string, unknown> = {};
    const expected: Record<string, string> = {};
    // with every choice broken too, no case is chosen: a field for one case only is not checked
    for (const [key, field] of writable(r).filter(([, f]) => !f.when)) {
      if (isNumeric(field.type)) [bad[key], expected[key]] = ["十二", `${field.label}必须是数字`];
      else if (field.type === "enum") [bad[key], expected[key]] = ["不存在的选项", `${field.label}的取值无效`];
      else if (field.type === "phone") [bad[key], expected[key]] = ["12345", `${field.label}格式不正确`];
      else if (field.type === "bool") [bad[key], expected[key]] = ["也许", `${field.label}的取值无效`];
      else if (field.type === "date")
        [bad[key], expected[key]] = ["2026-13-45", `${field.label}格式不正确，应为YYYY-MM-DD`];
      else if (field.type === "datetime") [bad[key], expected[key]] = ["明天上午", `${field.label}格式不正确`];
      else if (field.type === "image") [bad[key], expected[key]] = [{ nested: true }, `${field.label}必须是图片地址`];
      else if (field.type === "file")
        [bad[key], expected[key]] = ["../../etc/passwd", `${field.label}须为上传的PDF文件`];
      else if (isTextual(field.type)) [bad[key], expected[key]] = [{ nested: true }, `${field.label}必须是文字`];
    }
    expect(Object.keys(expected).length).toBeGreaterThan(0);
    await expectRejected(r, { ...valid, ...bad }, expected);
  });

  it.each(cases)("%s: oversized text is refused with 不能超过N个字", async (_n, r) => {
    const valid = samplePayload(r, await refIdsFor(t, r, keeperOf(r)));
    const texts = writable(r).filter(
      ([, f]) =>
        applies(f, valid) &&
        isTextual(f.type) &&
        f.type !== "phone" &&
        f.type !== "image" &&
        f.type !== "file" &&
        f.max,
    );
    const bad = Object.fromEntries(texts.map(([k, f]) => [k, "长".repeat(f.max! + 1)]));
    // a rich text's limit counts its formatting too, and says so (连同格式不能超过N个字符)
    const tooLong = (f: FieldDef) =>
      f.type === "richtext" ? `${f.label}内容过长，连同格式不能超过${f.max}个字符` : `${f.label}不能超过${f.max}个字`;
    await expectRejected(r, { ...valid, ...bad }, Object.fromEntries(texts.map(([k, f]) => [k, tooLong(f)])));
  });

  it.each(cases.filter(([, r]) => bounded(r).length > 0))("%s: numbers outside min/max are refused", async (_n, r) => {
    const valid = samplePayload(r, await refIdsFor(t, r, keeperOf(r)));
    // a number for another case than the sample's (a 折扣 coupon's rate on a 满减 one) is not checked
    const nums = bounded(r).filter(([, f]) => applies(f, valid));
    expect(nums.length, "the sample's case has bounded numbers").toBeGreaterThan(0);
    const bad = Object.fromEntries(nums.map(([k, f]) => [k, f.min! - 1]));
    await expectRejected(
      r,
      { ...valid, ...bad },
      Object.fromEntries(nums.map(([k, f]) => [k, `${f.label}不能小于${f.min}`])),
    );
  });

  it.each(cases)("%s: unknown keys, readonly fields and tenant columns are ignored", async (_n, r) => {
    const as = await roomFor(t, r, { cookie });
    const valid = samplePayload(r, await refIdsFor(t, r, as));
    const res = await t.call(
      r.name,
      "create",
      { ...valid, enterpriseId: 999, systemId: 64, hacker: 1, id: 424242 },
      as,
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().data;
    expect(row.id).not.toBe(424242);
    expect(row).not.toHaveProperty("hacker");
    expect((await t.call(r.name, "get", { id: row.id }, as)).statusCode).toBe(200);
  });

  it("a reference to a row the caller cannot see is a 422 on that field", async () => {
    const r = resources.find((x) => x.name === "bidOrder")!;
    const valid = samplePayload(r, await refIdsFor(t, r, { cookie }));
    await expectRejected(r, { ...valid, factoryId: 999_999 }, { factoryId: "收货地点不存在" });
  });
});

describe("malformed requests", () => {
  it("malformed JSON is a 422, never a 500", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/gw/agri.etpbase.factory.add/1.0",
      headers: { cookie, "content-type": "application/json" },
      payload: '{"name": "潍坊',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(422);
  });

  it("a JSON array body is a 422", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/gw/agri.etpbase.factory.add/1.0",
      headers: { cookie },
      payload: [1, 2],
    });
    expect(res.statusCode).toBe(422);
  });

  it("a non-numeric id is a 422 and paging values are checked", async () => {
    expect((await t.call("factory", "get", { id: "abc" }, { cookie })).statusCode).toBe(422);
    expect((await t.call("factory", "list", { pageNum: "x" }, { cookie })).statusCode).toBe(422);
    expect((await t.call("goods", "list", { priceFrom: "便宜" }, { cookie })).json().errors).toHaveProperty(
      "priceFrom",
    );
  });
});
