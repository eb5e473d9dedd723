import type { Resource } from "./define-resource";
import { linesEntries, type FieldDef } from "./fields";
import type { ResourceCheck } from "./resource-check";

/**
 * One row as a spreadsheet (对账单下载): its header fields as 项目 / 内容 pairs, then its one lines field as a table,
 * for whoever may read the row (`endpoints.exportRow` for the owning tenant, an audience's `endpoints.exportRow` for
 * its readers, each with only the fields it reads). The file is the server's (src/server/operations/export-row.ts).
 */
export const rowLinesField = (r: Resource, readable?: readonly string[]): [string, FieldDef] | undefined =>
  linesEntries(r.fields).find(([key]) => !readable || readable.includes(key));

/** exportRow needs the row's detail beside it and exactly one lines field among the fields its reader sees. */
export const exportRowProblems: ResourceCheck = (r, _all, say) => {
  const lines = (readable?: readonly string[]) =>
    linesEntries(r.fields ?? {}).filter(([key]) => !readable || readable.includes(key)).length;
  if (r.endpoints?.exportRow) {
    if (!r.endpoints.get) say(`endpoints.exportRow needs endpoints.get: whoever may read the row downloads it`);
    if (lines() !== 1)
      say(`endpoints.exportRow writes a row's header and its lines: the resource needs one lines field`);
  }
  for (const [name, a] of Object.entries(r.audiences ?? {}))
    if (a.endpoints?.exportRow && lines(a.fields) !== 1)
      say(`audience "${name}" endpoints.exportRow writes a row and its lines: it must read exactly one lines field`);
};
