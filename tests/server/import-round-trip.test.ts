import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { formFields, platformOwned, type Resource } from "../../src/core/define-resource";
import { endpointPath } from "../../src/core/endpoint";
import { importKeyOf } from "../../src/core/import-checks";
import { multipart } from "../helpers/multipart";
import { testApp, type CallOptions, type TestApp } from "../helpers/server-app";

let t: TestApp;
let lvye: string;
let fengshou: string;
let operator: string;

beforeAll(async () => {
  t = await testApp();
  lvye = await t.login("13800000001");
  fengshou = await t.login("13800000002");
  operator = await t.login("admin");
});
afterAll(() => t?.close());

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
type Row = Record<string, unknown> & { id: number };

/** Who keeps the resource's rows, and a tenant beside it: another enterprise, or for the platform's own rows another portal. */
const keeperOf = (r: Resource): CallOptions =>
  platformOwned(r) ? { cookie: operator, systemId: 56 } : { cookie: lvye, systemId: 56 };
const otherOf = (r: Resource): CallOptions =>
  platformOwned(r) ? { cookie: operator, systemId: 62 } : { cookie: fengshou, systemId: 56 };

const keyOf = (r: Resource) => importKeyOf(r)!;
/** The column a test edits: a plain text form field other than the key. */
const editedOf = (r: Resource) =>
  formFields(r).find(
    ([k, f]) => k !== keyOf(r) && f.type === "text" && !f.pickFrom && !f.pattern && !f.checksum && !f.when,
  )!;

async function listOf(r: Resource, who: CallOptions): Promise<Row[]> {
  const res = await t.call(r.name, "list", { pageSize: 200 }, who);
  expect(res.statusCode).toBe(200);
  return res.json().data.list;
}

/** The form fields of each row by id: what an import may change. */
const formValues = (rows: Row[], r: Resource) =>
  new Map(rows.map((row) => [row.id, Object.fromEntries(formFields(r).map(([k]) => [k, row[k] ?? null]))]));
const defaults = (rows: Row[], r: Resource) =>
  r.onePer ? rows.filter((row) => row[r.onePer!.flag] === true).map((row) => row.id) : [];

async function exported(r: Resource, who: CallOptions) {
  const res = await t.call(r.name, "export", {}, who);
  expect(res.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as never);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).map(String);
  const at = (label: string) => header.indexOf(label);
  const rowWithKey = (key: string) => {
    let found: ExcelJS.Row | undefined;
    sheet.eachRow(
      (row, n) => void (n > 1 && String(row.getCell(at(r.fields[keyOf(r)]!.label)).value) === key && (found = row)),
    );
    return found!;
  };
  return { book, sheet, at, rowWithKey };
}

async function upload(r: Resource, book: ExcelJS.Workbook, who: CallOptions) {
  const body = multipart(`${r.label}.xlsx`, XLSX, Buffer.from(await book.xlsx.writeBuffer()));
  const headers = { ...body.headers, cookie: who.cookie!, systemid: String(who.systemId ?? 56) };
  return t.app.inject({
    method: "POST",
    url: `/gw/${endpointPath(r.endpoints.import!)}`,
    payload: body.payload,
    headers,
  });
}

const importing = resources.filter((r) => r.endpoints.import).map((r) => [r.name, r] as const);

describe("an import updates what the export gave", () => {
  it("at least one resource imports, so the matrix below runs", () => expect(importing.length).toBeGreaterThan(0));

  it.each(importing)(
    "%s: export, edit one cell, import: same rows and ids, the cell changed, the default where it was",
    async (_n, r) => {
      const who = keeperOf(r);
      const before = await listOf(r, who);
      const target = before.find((row) => row[keyOf(r)])!;
      const [edited, field] = editedOf(r);
      const value = `导入改写${target.id}`.slice(0, field.max);
      const { book, at, rowWithKey } = await exported(r, who);
      rowWithKey(String(target[keyOf(r)])).getCell(at(field.label)).value = value;
      const res = await upload(r, book, who);
      expect([res.statusCode, res.json().data]).toEqual([
        200,
        { imported: before.length, created: 0, updated: before.length },
      ]);
      const after = await listOf(r, who);
      expect(after.map((row) => row.id).sort()).toEqual(before.map((row) => row.id).sort());
      expect(after.find((row) => row.id === target.id)![edited]).toBe(value);
      const untouched = formValues(before, r);
      untouched.set(target.id, { ...untouched.get(target.id)!, [edited]: value });
      expect(formValues(after, r)).toEqual(untouched);
      expect(defaults(after, r)).toEqual(defaults(before, r));
    },
  );

  it.each(importing)("%s: a row with a new key adds one row and moves no default", async (_n, r) => {
    const who = keeperOf(r);
    const before = await listOf(r, who);
    const { book, sheet, at, rowWithKey } = await exported(r, who);
    const source = rowWithKey(String(before.find((row) => row[keyOf(r)])![keyOf(r)]));
    const added = sheet.addRow((source.values as unknown[]).slice(1));
    const newKey = "导入新增01";
    added.getCell(at(r.fields[keyOf(r)]!.label)).value = newKey;
    if (r.onePer) added.getCell(at(r.fields[r.onePer.flag]!.label)).value = null;
    const res = await upload(r, book, who);
    expect([res.statusCode, res.json().data]).toEqual([
      200,
      { imported: before.length + 1, created: 1, updated: before.length },
    ]);
    const after = await listOf(r, who);
    expect(after).toHaveLength(before.length + 1);
    expect(after.filter((row) => row[keyOf(r)] === newKey)).toHaveLength(1);
    expect(defaults(after, r)).toEqual(defaults(before, r));
  });

  it.each(importing)("%s: another tenant's row with the same key is untouched", async (_n, r) => {
    const who = keeperOf(r);
    const other = otherOf(r);
    const mine = (await listOf(r, who)).find((row) => row[keyOf(r)])!;
    const key = mine[keyOf(r)];
    if (!(await listOf(r, other)).some((row) => row[keyOf(r)] === key)) {
      const values = Object.fromEntries(
        formFields(r)
          .filter(([k]) => k !== r.onePer?.flag)
          .map(([k]) => [k, mine[k]]),
      );
      expect((await t.call(r.name, "create", values, other)).statusCode).toBe(200);
    }
    const theirs = await listOf(r, other);
    const [edited, field] = editedOf(r);
    const { book, at, rowWithKey } = await exported(r, who);
    rowWithKey(String(key)).getCell(at(field.label)).value = "只改本企业的".slice(0, field.max);
    expect((await upload(r, book, who)).statusCode).toBe(200);
    expect((await listOf(r, who)).find((row) => row.id === mine.id)![edited]).toBe("只改本企业的".slice(0, field.max));
    expect(await listOf(r, other)).toEqual(theirs);
  });

  it.each(importing)(
    "%s: a key on two rows of one file is a 422 naming both, and nothing is written",
    async (_n, r) => {
      const who = keeperOf(r);
      const before = await listOf(r, who);
      const { book, sheet, at } = await exported(r, who);
      const keyColumn = at(r.fields[keyOf(r)]!.label);
      const key = String(sheet.getRow(2).getCell(keyColumn).value);
      sheet.getRow(3).getCell(keyColumn).value = key;
      sheet.getRow(3).getCell(at(editedOf(r)[1].label)).value = "不应写入";
      const res = await upload(r, book, who);
      expect(res.statusCode).toBe(422);
      const label = r.fields[keyOf(r)]!.label;
      const said = `${label}“${key}”在第2、3行重复，同一${label}只能出现一次`;
      expect(res.json().data.problems).toEqual([
        { row: 2, column: label, message: said },
        { row: 3, column: label, message: said },
      ]);
      expect(await listOf(r, who)).toEqual(before);
    },
  );

  it.each(importing)("%s: the template's 填写说明 states every column's rule", async (_n, r) => {
    const res = await t.call(r.name, "export", { template: 1 }, keeperOf(r));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const notes = (book.getWorksheet("填写说明")!.getSheetValues() as unknown[][])
      .filter(Boolean)
      .map((row) => row.slice(1).map(String));
    const ruleOf = new Map(notes.slice(1).map(([column, required, rule]) => [column, { required, rule }]));
    for (const [k, f] of formFields(r)) {
      const said = ruleOf.get(f.label)!;
      expect(said, f.label).toBeDefined();
      expect(said.required, f.label).toBe(f.required || k === keyOf(r) ? "必填" : "选填");
      if (f.max !== undefined && (f.type === "text" || f.type === "phone"))
        expect(said.rule, f.label).toContain(`不超过${f.max}个字`);
      for (const o of f.options ?? []) expect(said.rule, f.label).toContain(o.label);
      if (f.type === "place")
        expect(said.rule, f.label).toContain(f.level ? `至少到${f.level === "city" ? "市" : "省"}` : "必须到区县");
      if (f.type === "date" || f.type === "datetime") expect(said.rule, f.label).toContain("YYYY-MM-DD");
      if (k === keyOf(r)) expect(said.rule, f.label).toContain("匹配已有");
      if (k === r.onePer?.flag) expect(said.rule, f.label).toContain("只能有一条");
    }
    expect(notes.at(-1)![0]).toBe("导入规则");
  });
});
