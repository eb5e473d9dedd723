import ExcelJS from "exceljs";
import type { Registry } from "../../core/registry";
import { detailFields, formFields, rowSheetFields, type Resource } from "../../core/define-resource";
import { linesEntries, optionLabel, type FieldDef } from "../../core/fields";
import type { OpContext } from "./context";
import { linesOf } from "./lines";
import { listRows } from "./list";
import { rangeNames } from "../regions/china-regions";
import { now } from "../clock";
import { columnRules, importNote } from "../../core/import-template";

/** Most rows one export writes; past that the user narrows the search. */
export const MAX_EXPORT_ROWS = 10_000;
const PAGE = 200;

/** China time, as every screen of the platform shows it. */
const chinaTime = (iso: string) =>
  new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace("T", " ");

/** A cell as the list shows the value: option labels, referenced rows' titles, 是/否, China time; numbers stay numbers. */
export function cellOf(field: FieldDef, value: unknown, refLabel: string | undefined): string | number | null {
  // no regions is no limit, written as the screens read it
  if (field.type === "regions") return rangeNames(Array.isArray(value) ? (value as string[]) : null);
  if (value === null || value === undefined || value === "") return null;
  switch (field.type) {
    case "enum":
      return optionLabel(field, value) ?? String(value);
    case "ref":
    case "refs":
    case "tags":
      return refLabel ?? null;
    case "bool":
      return value ? "是" : "否";
    case "datetime":
      return chinaTime(String(value));
    case "int":
    case "money":
    case "decimal":
      return Number(value);
    default:
      return String(value);
  }
}

/** `收货地点-20261123.xlsx`, the day in China time; the import template is `收货地点-导入模板.xlsx`. */
export const exportFileName = (r: Resource, template = false, at = now()) =>
  `${r.label}-${template ? "导入模板" : chinaTime(at.toISOString()).slice(0, 10).replaceAll("-", "")}.xlsx`;

export const isTemplate = (payload: Record<string, unknown>) =>
  payload.template === "1" || payload.template === 1 || payload.template === true;

/**
 * The import template: the form fields' labels as headers, and a 填写说明 sheet with every column's rules, the
 * key column's matching and what an import leaves alone, so a filled sheet passes on its first upload.
 */
async function template(r: Resource, registry: Registry): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(r.label);
  sheet.columns = formFields(r).map(([key, f]) => ({
    header: f.label,
    key,
    width: Math.max(12, f.label.length * 2 + 6),
  }));
  sheet.getRow(1).font = { bold: true };
  const notes = book.addWorksheet("填写说明");
  notes.columns = [
    { header: "列名", width: 18 },
    { header: "是否必填", width: 10 },
    { header: "填写说明", width: 80 },
  ];
  notes.getRow(1).font = { bold: true };
  for (const c of columnRules(r, (name) => registry.byName(name).label)) notes.addRow([c.column, c.required, c.rule]);
  if (r.endpoints.import) notes.addRow(["导入规则", "", importNote(r)]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * The caller's rows that the list would show for the same filters and order, every page up to
 * MAX_EXPORT_ROWS, as one worksheet with the fields' labels as headers.
 */
export async function exportRows(ctx: OpContext, payload: Record<string, unknown>): Promise<Buffer> {
  if (isTemplate(payload)) return template(ctx.resource, ctx.registry);
  const { resource } = ctx;
  const fields = rowSheetFields(resource);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(resource.label);
  sheet.columns = fields.map(([key, f]) => columnOf(key, f));
  // each lines field gets its own sheet, a line per row, led by the title of the row it belongs to
  const title = resource.fields[resource.titleField]!;
  const lineSheets = linesEntries(resource.fields).map(([key, f]) => {
    const s = book.addWorksheet(f.label);
    const picks = detailFields(resource).filter(([, p]) => p.type === "picks" && p.picks === key);
    s.columns = [
      columnOf("__title", title),
      ...Object.entries(f.lines!).map(([k, lf]) => columnOf(k, lf)),
      ...picks.map(([k, p]) => columnOf(k, p)),
    ];
    return { key, field: f, sheet: s, picks };
  });
  for (const s of [sheet, ...lineSheets.map((l) => l.sheet)]) s.getRow(1).font = { bold: true };
  for (let pageNum = 1; (pageNum - 1) * PAGE < MAX_EXPORT_ROWS; pageNum += 1) {
    const page = await listRows(ctx, { ...payload, pageNum, pageSize: PAGE });
    const rows = page.list as (Record<string, unknown> & { id: number; refLabels?: Record<string, string> })[];
    for (const row of rows) {
      sheet.addRow(Object.fromEntries(fields.map(([key, f]) => [key, cellOf(f, row[key], row.refLabels?.[key])])));
    }
    if (lineSheets.length) {
      const lines = await linesOf(
        ctx,
        rows.map((r) => r.id),
      );
      for (const row of rows) {
        for (const { key, field, sheet: s, picks } of lineSheets) {
          for (const line of (lines.get(row.id)?.[key] ?? []) as Record<string, unknown>[]) {
            s.addRow({
              __title: row[resource.titleField],
              ...Object.fromEntries(Object.entries(field.lines!).map(([k, lf]) => [k, cellOf(lf, line[k], undefined)])),
              ...Object.fromEntries(
                picks.map(([k]) => [
                  k,
                  Array.isArray(row[k]) ? ((row[k] as number[]).includes(line.id as number) ? "是" : "否") : null,
                ]),
              ),
            });
          }
        }
      }
    }
    if (pageNum * PAGE >= page.total) break;
  }
  for (const s of [sheet, ...lineSheets.map((l) => l.sheet)]) s.views = [{ state: "frozen", ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A worksheet column of one field: its label as the header, amounts as 0.00. */
export const columnOf = (key: string, f: FieldDef): Partial<ExcelJS.Column> => ({
  header: f.label,
  key,
  width: Math.min(40, Math.max(10, f.label.length * 2 + 4, (f.max ?? 0) > 60 ? 30 : 0)),
  ...(f.type === "money" ? { style: { numFmt: "0.00" } } : {}),
});
