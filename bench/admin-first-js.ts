import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * JS an admin shell's first screen loads before it is usable, read from the build's manifest (run `npm run build`
 * first): index.html's script, the app's start chunk (src/web/boot.tsx), the shell (admin-root.tsx) and the screen's
 * chunk, each with every chunk it statically imports; gzip level 6. The same figures on any machine.
 *
 *   npx tsx bench/admin-first-js.ts [--files]
 */
type Manifest = Record<string, { file: string; imports?: string[] }>;

const SHELL = ["index.html", "src/web/boot.tsx", "src/web/layout/admin-root.tsx"];
const FIRST_SCREENS: Record<string, string[]> = {
  "/tendering/bids/list (shell + list)": [...SHELL, "src/web/admin/resource-list.tsx"],
  "/manage/seller/index (shell + report page)": [...SHELL, "src/web/reports/report-page.tsx"],
  "the shell alone": SHELL,
};

const dist = join(import.meta.dirname, "../dist");
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Manifest;

function staticChunks(entries: string[]): string[] {
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]!.imports ?? []) walk(next);
  };
  for (const e of entries) walk(e);
  return [...seen];
}

const kb = (n: number) => `${Math.round(n / 1024)} KB`;
for (const [page, entries] of Object.entries(FIRST_SCREENS)) {
  const chunks = staticChunks(entries).map((key) => {
    const body = readFileSync(join(dist, manifest[key]!.file));
    return { file: manifest[key]!.file, raw: body.length, gzip: gzipSync(body, { level: 6 }).length };
  });
  const sum = (k: "raw" | "gzip") => chunks.reduce((n, c) => n + c[k], 0);
  console.log(`${page}: ${chunks.length} files, ${kb(sum("raw"))} raw, ${kb(sum("gzip"))} gzip`);
  if (process.argv.includes("--files"))
    for (const c of chunks.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(c.gzip).padStart(7)}  ${c.file}`);
}
