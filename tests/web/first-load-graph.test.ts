import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import type TS from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "../..");
// loaded by Node itself: through the test runner's transform it asks for a source map the package does not ship
const ts = createRequire(import.meta.url)("typescript") as typeof TS;

/** The modules a module loads before it runs: its static imports and re-exports that carry values. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      // a type is erased; so is an import whose every name is a type
      if (clause?.isTypeOnly) continue;
      const names =
        clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      if (clause && !clause.name && names && names.length > 0 && names.every((n) => n.isTypeOnly)) continue;
      found.push((node.moduleSpecifier as TS.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      found.push((node.moduleSpecifier as TS.StringLiteral).text);
    }
  }
  return found;
}

function resolveLocal(from: string, spec: string): string | undefined {
  if (!spec.startsWith(".")) return undefined;
  const base = resolve(dirname(from), spec);
  return [
    /\.tsx?$/.test(base) ? base : "",
    `${base}.ts`,
    `${base}.tsx`,
    join(base, "index.ts"),
    join(base, "index.tsx"),
  ].find((p) => p && existsSync(p));
}

/** Every project module the browser runs before the first screen: the static closure of boot.tsx. */
function firstLoad(): string[] {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file) || !/\.(ts|tsx)$/.test(file)) return;
    seen.add(file);
    for (const spec of staticImports(file)) {
      const next = resolveLocal(file, spec);
      if (next) walk(next);
    }
  };
  walk(join(ROOT, "src/web/boot.tsx"));
  return [...seen].map((p) => relative(ROOT, p));
}

describe("what a phone downloads and runs before the mall's first screen", () => {
  const modules = firstLoad();

  it("is the mall's shell, reached from boot.tsx", () => {
    expect(modules).toContain("src/web/App.tsx");
    expect(modules).toContain("src/web/layout/mall-layout.tsx");
  });

  it("leaves the resource config and its checks to the screens that use them (tens of KB compiled and checked on a slow CPU)", () => {
    expect(modules.filter((m) => m.startsWith("resources/") || m === "src/core/check-resources.ts")).toEqual([]);
  });

  it("leaves the admin engine (Refine, generated tables and forms) to the consoles", () => {
    expect(modules.filter((m) => m.startsWith("src/web/admin/") && m !== "src/web/admin/shells.ts")).toEqual([]);
  });
});
