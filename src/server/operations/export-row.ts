import ExcelJS from "exceljs";
import { rowSheetFields } from "../../core/define-resource";
import { rowLinesField } from "../../core/export-row";
import { now } from "../clock";
import type { OpContext } from "./context";
import { getRow } from "./crud";
import { cellOf, columnOf } from "./export";

type Shown = Record<string, unknown> & { id: number; refLabels?: Record<string, string> };

/**
 * One row the caller may read (as `get` reads it, through the same audience filter, so anyone else meets a 404), as
 * one worksheet: its header fields as 项目 / 内容 pairs, a blank row, then its lines under their labels. What the
 * caller does not read (another audience's fields, sealed values) is not in it either.
 */
export async function exportRow(ctx: OpContext, payload: Record<string, unknown>): Promise<Buffer> {
  const { resource } = ctx;
  const row = (await getRow(ctx, payload)) as Shown;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(resource.label);
  sheet.columns = [
    { key: "a", width: 18 },
    { key: "b", width: 30 },
  ];
  for (const [key, f] of rowSheetFields(resource))
    sheet.addRow([f.label, cellOf(f, row[key], row.refLabels?.[key])]).getCell(1).font = { bold: true };
  const lines = rowLinesField(resource);
  if (lines) {
    const [key, field] = lines;
    const columns = Object.entries(field.lines!);
    sheet.addRow([]);
    sheet.addRow([field.label]).font = { bold: true };
    sheet.addRow(columns.map(([, lf]) => lf.label)).font = { bold: true };
    for (const line of (row[key] ?? []) as Record<string, unknown>[])
      sheet.addRow(columns.map(([k, lf]) => cellOf(lf, line[k], undefined)));
    columns.forEach(([k, lf], i) => {
      const width = columnOf(k, lf).width!;
      const c = sheet.getColumn(i + 1);
      c.width = Math.max(c.width ?? 10, width);
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** `对账单-12-20261129.xlsx`: the resource, the row's id, the day in China time. */
export const rowFileName = (label: string, payload: Record<string, unknown>) =>
  `${label}-${Number(payload.id) || ""}-${new Date(now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll("-", "")}.xlsx`;
