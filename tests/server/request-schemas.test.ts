import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, resolve } from "node:path";
import type TS from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "../..");
// loaded by Node itself: through the test runner's transform it asks for a source map the package does not ship
const ts = createRequire(import.meta.url)("typescript") as typeof TS;

/**
 * The field schema's builder and its helpers: `fieldSchema` and `boundSchema` keep what it builds per field (a
 * WeakMap), so a request pays for a field's schema once per process.
 */
// builders the modules call once, where they define their shapes (a declared field set as a member of one)
const CACHED_BUILDERS = new Set([
  ...["buildFieldSchema", "rowId", "idList"].map((f) => `src/server/validation/field-schema.ts:${f}`),
  ...["zFields", "zField"].map((f) => `src/server/validation/declared.ts:${f}`),
]);

const serverFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? serverFiles(join(dir, e.name)) : /\.ts$/.test(e.name) ? [join(dir, e.name)] : [],
  );

/** `z.…(…)` calls made inside a function: each builds its schema again on every call. */
function schemasBuiltPerCall(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: TS.Node, inside: string | undefined) => {
    if (ts.isFunctionLike(node)) {
      const name =
        ts.isFunctionDeclaration(node) && node.name
          ? node.name.text
          : ts.isVariableDeclaration(node.parent)
            ? node.parent.name.getText()
            : "";
      inside = inside ?? name ?? "";
      if (CACHED_BUILDERS.has(`${relative(ROOT, file)}:${inside}`)) return;
    }
    if (
      inside !== undefined &&
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.expression.getText() === "z"
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${relative(ROOT, file)}:${line + 1} ${node.getText().slice(0, 60)}`);
      return;
    }
    ts.forEachChild(node, (child) => visit(child, inside));
  };
  visit(source, undefined);
  return found;
}

describe("request schemas", () => {
  // zod compiles a schema on its first parse: one built inside a handler cost ~50 µs per request (bench/profile.ts)
  it("are built once per process, never inside a handler", () => {
    const found = serverFiles(join(ROOT, "src/server")).flatMap(schemasBuiltPerCall);
    expect(found).toEqual([]);
  });
});
