import ExcelJS from "exceljs";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { formFields, rowSheetFields, type Resource } from "../../src/core/define-resource";
import { fieldRules } from "../../src/core/field-rules";
import type { FieldDef } from "../../src/core/fields";
import { importKeyOf } from "../../src/core/import-checks";
import { dialogAtRest } from "../helpers/dialog";
import { validValue } from "../helpers/field-values";
import { zoned, type Held } from "./generated-form";
import { button, listScreens } from "./generated-list";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const requiredMessageOf = (r: Resource, key: string) =>
  fieldRules(r.fields, key).find((x) => x.kind === "required")!.message;

/** A wire value as a person types it into a sheet: option labels, 是/否, China wall-clock times. */
function cellText(f: FieldDef, value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (f.type === "enum") return f.options!.find((o) => o.value === value)!.label;
  if (f.type === "bool") return value ? "是" : "否";
  if (f.type === "datetime") return zoned(String(value)).slice(0, 16);
  return typeof value === "number" ? value : String(value);
}

/**
 * The walk's 导出 and 导入 of a resource (tests/e2e/generated-screens.ts): the list as an xlsx file, and rows made from
 * a filled template, a file with a bad row refused whole with its problems listed.
 */
export function sheetWalker(origin: () => string) {
  const { openList, findRow } = listScreens(origin);

  async function exportsTheList(page: Page, r: Resource, title: string) {
    await findRow(page, r, title);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: button("导出") }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${r.label}-\\d{8}\\.xlsx$`));
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await download.path())!);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(rowSheetFields(r).map(([, f]) => f.label));
    const titles = sheet.getColumn(header.indexOf(r.fields[r.titleField]!.label) + 1).values.slice(2);
    expect(titles).toContain(title);
  }

  async function importsRows(page: Page, r: Resource, held: Record<string, Held>) {
    await openList(page, r);
    await page.getByRole("button", { name: button("导入") }).click();
    const dialog = await dialogAtRest(page);
    const [template] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "下载导入模板" }).click(),
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await template.path())!);
    const header = (book.worksheets[0]!.getRow(1).values as unknown[]).slice(1) as string[];
    expect(header).toEqual(formFields(r).map(([, f]) => f.label));

    // two new rows filled from the declarations, refs naming the rows the created one points at
    const made = () =>
      Object.fromEntries(
        formFields(r).map(([key, f]) => [
          key,
          f.type === "ref" || f.type === "image" ? held[key]!.value : validValue(f, Object.keys(r.fields).indexOf(key)),
        ]),
      );
    // each row gets its own natural key (the import matches rows on it and refuses a key twice in one file),
    // and only the first may be marked default (a file marking two is refused)
    const key = importKeyOf(r)!;
    const nth = (n: number) => {
      const row = made();
      return {
        ...row,
        [key]: `${String(row[key]).slice(0, (r.fields[key]!.max ?? 20) - 2)}-${n}`,
        ...(r.onePer && n > 1 ? { [r.onePer.flag]: false } : {}),
      };
    };
    const filled = [1, 2].map(nth);
    const sheetOf = async (rows: Record<string, unknown>[]) => {
      const out = new ExcelJS.Workbook();
      const ws = out.addWorksheet(r.label);
      ws.addRow(header);
      for (const row of rows) ws.addRow(formFields(r).map(([key, f]) => cellText(f, row[key])));
      return Buffer.from(await out.xlsx.writeBuffer());
    };
    const input = dialog.locator('input[type="file"]');
    const broken = { ...nth(3), [r.titleField]: "" };
    await input.setInputFiles({
      name: "导入.xlsx",
      mimeType: XLSX_TYPE,
      buffer: await sheetOf([filled[0]!, broken]),
    });
    await dialog.getByText("1行数据有误，未导入任何数据，请修改后重新导入").waitFor();
    await dialog
      .getByRole("row")
      .filter({ hasText: requiredMessageOf(r, r.titleField) })
      .filter({ hasText: "3" })
      .waitFor();

    await input.setInputFiles({ name: "导入.xlsx", mimeType: XLSX_TYPE, buffer: await sheetOf(filled) });
    await page.getByText(`已导入2条${r.label}`).waitFor();
    for (const row of filled) await findRow(page, r, String(row[r.titleField]));
  }

  return { exportsTheList, importsRows };
}
