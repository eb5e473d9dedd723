import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { detailFields, platformOwned, rowSheetFields, type Resource } from "../../src/core/define-resource";
import { linesEntries } from "../../src/core/fields";
import { testApp, type TestApp } from "../helpers/server-app";

let t: TestApp;
let lvye: string;
let fengshou: string;
let operator: string;

beforeAll(async () => {
  t = await testApp();
  lvye = await t.login("13800000001");
  operator = await t.login("admin");
  fengshou = await t.login("13800000002");
});
afterAll(() => t?.close());

/** The first worksheet of an xlsx answer as header labels and rows of cell values. */
async function sheetOf(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as never);
  const rows = (book.worksheets[0]!.getSheetValues() as unknown[][]).filter(Boolean).map((r) => r.slice(1));
  return { header: rows[0] as string[], rows: rows.slice(1) };
}

/** Who keeps the resource's rows: 绿野's administrator, or the operator for the platform's own (数据字典). */
const keeperOf = (r: Resource) => (platformOwned(r) ? operator : lvye);

const exporting = resources.filter((r) => r.endpoints.export).map((r) => [r.name, r] as const);

describe("xlsx export of a list", () => {
  it("at least one resource exports, so the matrix below runs", () => expect(exporting.length).toBeGreaterThan(0));

  it.each(exporting)(
    "%s: a workbook with the field labels as headers and every row the list holds",
    async (_n, r: Resource) => {
      const lvye = keeperOf(r);
      const res = await t.call(r.name, "export", {}, { cookie: lvye });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("spreadsheetml");
      expect(res.headers["content-disposition"]).toContain(`filename*=UTF-8''${encodeURIComponent(r.label)}-`);
      const { header, rows } = await sheetOf(res.rawPayload);
      expect(header).toEqual(rowSheetFields(r).map(([, f]) => f.label));
      const total = (await t.call(r.name, "list", {}, { cookie: lvye })).json().data.total;
      expect(rows).toHaveLength(total);
    },
  );

  it.each(exporting.filter(([, r]) => linesEntries(r.fields).length))(
    "%s: each lines field gets a sheet, a line per row, led by its row's title",
    async (_n, r) => {
      const lvye = keeperOf(r);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await t.call(r.name, "export", {}, { cookie: lvye })).rawPayload as never);
      const list = (await t.call(r.name, "list", { pageSize: 200 }, { cookie: lvye })).json().data.list as {
        id: number;
      }[];
      for (const [i, [key, field]] of linesEntries(r.fields).entries()) {
        const sheet = book.worksheets[i + 1]!;
        expect(sheet.name).toBe(field.label);
        const rows = (sheet.getSheetValues() as unknown[][]).filter(Boolean).map((row) => row.slice(1));
        const marks = detailFields(r)
          .filter(([, f]) => f.type === "picks" && f.picks === key)
          .map(([, f]) => f.label);
        expect(rows[0]).toEqual([
          r.fields[r.titleField]!.label,
          ...Object.values(field.lines!).map((f) => f.label),
          ...marks,
        ]);
        let expected = 0;
        for (const { id } of list)
          expected += ((await t.call(r.name, "get", { id }, { cookie: lvye })).json().data[key] as unknown[]).length;
        expect(rows.slice(1)).toHaveLength(expected);
      }
    },
  );

  it("writes what the list shows: option labels, 是/否, referenced names", async () => {
    const { header, rows } = await sheetOf((await t.call("factory", "export", {}, { cookie: lvye })).rawPayload);
    const weifang = rows.find((row) => row[header.indexOf("工厂名称")] === "潍坊饲料一厂")!;
    expect(weifang[header.indexOf("默认收货地点")]).toBe("是");
    expect(weifang[header.indexOf("联系电话")]).toBe("0536-7256801");
  });

  it("honours the list's filters and exports only the caller's own rows", async () => {
    const { header, rows } = await sheetOf(
      (await t.call("factory", "export", { name: "饲料" }, { cookie: lvye })).rawPayload,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => String(row[header.indexOf("工厂名称")]).includes("饲料"))).toBe(true);
    const theirs = await sheetOf((await t.call("factory", "export", {}, { cookie: fengshou })).rawPayload);
    expect(theirs.rows.map((row) => row[0])).toEqual(["丰收牧业望都养殖场"]);
  });

  it("a malformed filter is a 422, never a broken file", async () => {
    const res = await t.call("factory", "export", { pageNum: "x", isDefault: "也许" }, { cookie: lvye });
    expect(res.statusCode).toBe(422);
  });
});
