/**
 * Regenerates the endpoint table of docs/mall.md from src/core/mall-endpoints.ts:
 * `npx tsx src/server/mall/mall-docs.ts`. A test fails when the committed table is stale.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { mallCatalogue } from "../../core/mall-endpoints";

export const MALL_DOC = join(import.meta.dirname, "../../../docs/mall.md");
const START = "<!-- mall-endpoints:start -->";
const END = "<!-- mall-endpoints:end -->";

export function withCatalogue(doc: string): string {
  const [head, rest] = doc.split(START);
  const tail = rest?.split(END)[1] ?? "";
  return `${head}${START}\n${mallCatalogue()}\n${END}${tail}`;
}

if (process.argv[1]?.endsWith("mall-docs.ts")) {
  writeFileSync(MALL_DOC, withCatalogue(readFileSync(MALL_DOC, "utf8")));
  console.log("docs/mall.md endpoint table regenerated");
}
