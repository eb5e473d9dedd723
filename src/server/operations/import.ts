import ExcelJS from "exceljs";
import { eq } from "drizzle-orm";
import { formFields } from "../../core/define-resource";
import type { FieldDef } from "../../core/fields";
import { ApiError, invalid } from "../http/errors";
import { col, tableOf, type OpContext } from "./context";
import { pickableWhere, titleKey } from "./refs";
import { createRow, updateRow } from "./crud";
import { fileProblems, rowsByKey, type ReadRow } from "./import-match";
import { importKeyOf } from "../../core/import-checks";
import { rangeFromNames } from "../regions/china-regions";
import type { TagTree } from "../../core/tag-trees";
import { tagCodesByNames } from "../tags/tag-data";

/** Most data rows one file may carry. */
export const MAX_IMPORT_ROWS = 2_000;

/** One problem of an import: the sheet row (as the spreadsheet numbers it), the column's label and the message. */
export interface ImportProblem {
  row: number;
  column: string;
  message: string;
}

const CHINA = 8 * 3_600_000;
const pad = (n: number) => String(n).padStart(2, "0");

/** A cell's value as a person typed it: rich text and formula results flattened, blanks as null. */
function plain(cell: ExcelJS.Cell): unknown {
  const v = cell.value;
  if (v === null || v === undefined || v === "") return null;
  if (v instanceof Date || typeof v === "number" || typeof v === "boolean") return v;
  if (typeof v === "object") {
    if ("result" in v) return (v as { result: unknown }).result ?? null;
    if ("richText" in v) return (v as ExcelJS.CellRichTextValue).richText.map((t) => t.text).join("");
    if ("text" in v) return String((v as { text: unknown }).text);
  }
  return String(v).trim() || null;
}

/** The one row a field may point at whose name is `title`; none or several is the cell's problem. */
async function idByTitle(ctx: OpContext, key: string, field: FieldDef, title: string): Promise<number> {
  const table = tableOf(ctx.registry.byName(field.ref!));
  const found = await ctx.tx
    .select({ id: col(table, "id") })
    .from(table)
    .where(pickableWhere(ctx, field, eq(col(table, titleKey(field, ctx.registry)), title)))
    .limit(2);
  if (found.length !== 1)
    throw invalid({
      [key]: found.length ? `${field.label}“${title}”不唯一，请改名后再导入` : `${field.label}“${title}”不存在`,
    });
  return found[0]!.id as number;
}

/**
 * A cell as the wire value of its field. Sheets hold wall-clock times with no zone, which the platform
 * reads as China time; option labels, 是/否 and referenced rows' titles turn into values and ids.
 */
async function wireValue(ctx: OpContext, key: string, field: FieldDef, raw: unknown): Promise<unknown> {
  if (raw === null) return null;
  switch (field.type) {
    case "enum":
      return field.options?.find((o) => o.label === String(raw))?.value ?? raw;
    case "bool":
      return raw === "是" || raw === true || raw === "true"
        ? true
        : raw === "否" || raw === false || raw === "false"
          ? false
          : String(raw);
    case "date":
      return raw instanceof Date
        ? `${raw.getUTCFullYear()}-${pad(raw.getUTCMonth() + 1)}-${pad(raw.getUTCDate())}`
        : String(raw);
    case "datetime":
      if (raw instanceof Date) return new Date(raw.getTime() - CHINA).toISOString();
      return /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(String(raw))
        ? `${String(raw).replace(" ", "T")}+08:00`
        : String(raw);
    case "ref":
      return idByTitle(ctx, key, field, String(raw));
    case "refs": {
      const titles = String(raw)
        .split(/[、,，]/)
        .map((x) => x.trim())
        .filter(Boolean);
      const ids: number[] = [];
      for (const title of titles) ids.push(await idByTitle(ctx, key, field, title));
      return ids;
    }
    case "regions": {
      // the export writes an unlimited range as 全国; reading it back means the same
      if (String(raw).trim() === "全国") return null;
      const named = rangeFromNames(String(raw));
      if ("unknown" in named) throw invalid({ [key]: `${field.label}“${named.unknown}”不是省、市名称` });
      return named.codes;
    }
    case "tags": {
      const named = await tagCodesByNames(
        ctx.tx,
        field.tree as TagTree,
        String(raw)
          .split(/[、,，]/)
          .map((x) => x.trim())
          .filter(Boolean),
      );
      if ("unknown" in named) throw invalid({ [key]: `${field.label}“${named.unknown}”不存在` });
      return named.codes;
    }
    case "int":
    case "money":
    case "decimal":
      return typeof raw === "number" ? raw : String(raw);
    default:
      return raw instanceof Date ? raw.toISOString() : String(raw);
  }
}

/** What an import did: every row of the file written, `created` of them new, `updated` matched by their key. */
export interface ImportOutcome {
  imported: number;
  created: number;
  updated: number;
}

/**
 * Writes the data rows of the first worksheet, matching columns to form fields by their label. A row whose
 * natural key (importKeyOf) a row of the caller's holds updates that row, as an edit would; any other is created
 * as a create would be; rows the file does not mention stay as they are. A blank 是/否 cell says nothing, so an
 * update keeps the stored flag and a create takes its default. All or nothing: when any row is wrong, nothing
 * is written and every problem comes back as { row, column, message }.
 */
export async function importRows(ctx: OpContext, file: Buffer): Promise<ImportOutcome> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(file as never);
  } catch {
    throw invalid({ file: "无法读取该文件，请上传 .xlsx 格式的表格" });
  }
  const { resource } = ctx;
  const sheet = book.worksheets[0];
  const fields = formFields(resource);
  const columns = new Map<number, [string, FieldDef]>();
  sheet?.getRow(1).eachCell((cell, at) => {
    const entry = fields.find(([, f]) => f.label === String(plain(cell) ?? ""));
    if (entry) columns.set(at, entry);
  });
  if (!sheet || !columns.size) throw invalid({ file: "表头与模板不符，请先下载导入模板" });
  const keyName = importKeyOf(resource)!;
  const keyAt = [...columns].find(([, [k]]) => k === keyName)?.[0];
  const keyLabel = resource.fields[keyName]!.label;
  if (keyAt === undefined)
    throw invalid({ file: `表格缺少“${keyLabel}”列：导入按它匹配已有的${resource.label}，请先下载导入模板` });
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row, at) => void (at > 1 && row.hasValues && rows.push(row)));
  if (!rows.length) throw invalid({ file: "表格中没有数据" });
  if (rows.length > MAX_IMPORT_ROWS) throw invalid({ file: `一次最多导入${MAX_IMPORT_ROWS}行` });

  const problems: ImportProblem[] = [];
  const order = Object.keys(resource.fields);
  const report = (row: number, e: unknown) => {
    if (!(e instanceof ApiError) || e.status !== 422) throw e;
    const errors = Object.entries(e.errors ?? { "": e.message }).sort(
      ([a], [b]) => order.indexOf(a) - order.indexOf(b),
    );
    problems.push(...errors.map(([key, message]) => ({ row, column: resource.fields[key]?.label ?? "", message })));
  };
  const read: ReadRow[] = [];
  for (const row of rows) {
    try {
      const values: Record<string, unknown> = {};
      for (const [at, [key, field]] of columns) {
        const raw = plain(row.getCell(at));
        if (raw === null && field.type === "bool") continue;
        values[key] = await wireValue(ctx, key, field, raw);
      }
      read.push({ row: row.number, key: String(plain(row.getCell(keyAt)) ?? ""), values });
    } catch (e) {
      report(row.number, e);
    }
  }
  problems.push(...fileProblems(ctx, keyName, read));
  const existing = await rowsByKey(ctx, keyName, [...new Set(read.map((r) => r.key).filter(Boolean))]);
  const counts = { created: 0, updated: 0 };
  for (const r of read) {
    if (problems.some((p) => p.row === r.row)) continue;
    const ids = existing.get(r.key) ?? [];
    if (ids.length > 1) {
      problems.push({
        row: r.row,
        column: keyLabel,
        message: `已有${ids.length}条${resource.label}的${keyLabel}为“${r.key}”，无法确定更新哪一条，请先删除多余的再导入`,
      });
      continue;
    }
    try {
      if (ids.length) await updateRow(ctx, { ...r.values, id: ids[0] });
      else await createRow(ctx, r.values);
      counts[ids.length ? "updated" : "created"] += 1;
    } catch (e) {
      report(r.row, e);
    }
  }
  if (problems.length) {
    const bad = new Set(problems.map((p) => p.row)).size;
    problems.sort((a, b) => a.row - b.row);
    throw new ApiError(422, `${bad}行数据有误，未导入任何数据，请修改后重新导入`, undefined, { problems });
  }
  return { imported: read.length, ...counts };
}
