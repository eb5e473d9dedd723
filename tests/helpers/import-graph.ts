import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import type TS from "typescript";

export const ROOT = resolve(__dirname, "../..");
// loaded by Node itself: through the test runner's transform it asks for a source map the package does not ship
const ts = createRequire(import.meta.url)("typescript") as typeof TS;

/** One static import that carries values: the module named and the names taken from it (`*` for all). */
interface StaticImport {
  spec: string;
  names: string[];
}

/** The modules a module loads before it runs: its static imports and re-exports that carry values. */
function staticImports(file: string): StaticImport[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const found: StaticImport[] = [];
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      // a type is erased; so is an import whose every name is a type
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const names = bindings && ts.isNamedImports(bindings) ? bindings.elements : undefined;
      if (clause && !clause.name && names && names.length > 0 && names.every((n) => n.isTypeOnly)) continue;
      const taken = [
        ...(clause?.name ? ["default"] : []),
        ...(names ?? []).filter((n) => !n.isTypeOnly).map((n) => (n.propertyName ?? n.name).text),
        ...(bindings && ts.isNamespaceImport(bindings) ? ["*"] : []),
      ];
      found.push({ spec: (node.moduleSpecifier as TS.StringLiteral).text, names: taken });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      found.push({ spec: (node.moduleSpecifier as TS.StringLiteral).text, names: ["*"] });
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

/**
 * What the browser loads before it runs `entries` (paths from the repository root): the project modules of their
 * static closure, and each package name imported there with the names taken from it (`antd` → Table, Form…).
 */
export function staticClosure(...entries: string[]): { modules: string[]; packages: Map<string, Set<string>> } {
  const seen = new Set<string>();
  const packages = new Map<string, Set<string>>();
  const walk = (file: string) => {
    if (seen.has(file) || !/\.(ts|tsx)$/.test(file)) return;
    seen.add(file);
    for (const { spec, names } of staticImports(file)) {
      const next = resolveLocal(file, spec);
      if (next) walk(next);
      else if (!spec.startsWith(".")) {
        const taken = packages.get(spec) ?? new Set<string>();
        for (const n of names) taken.add(n);
        packages.set(spec, taken);
      }
    }
  };
  for (const entry of entries) walk(join(ROOT, entry));
  return { modules: [...seen].map((p) => relative(ROOT, p)), packages };
}
