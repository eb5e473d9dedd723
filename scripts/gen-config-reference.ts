/**
 * Writes docs/config-reference.md: every key a resource declaration may hold, read from the types in src/core with
 * their doc comments, so the reference cannot drift from what the compiler accepts. Starts at ResourceConfig and the
 * field builders `f`, and follows every interface of src/core their keys name.
 *
 *   npm run docs:config   writes the file; tests/core/config-reference.test.ts fails while it is stale
 */
import { writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

const ROOT = join(import.meta.dirname, "..");
const OUT = join(ROOT, "docs/config-reference.md");
const ROOTS = ["ResourceConfig"];

const program = ts.createProgram([join(ROOT, "src/core/define-resource.ts"), join(ROOT, "src/core/fields.ts")], {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  module: ts.ModuleKind.ESNext,
});
const checker = program.getTypeChecker();
const coreFiles = program.getSourceFiles().filter((s) => relative(ROOT, s.fileName).startsWith("src/core/"));

/** Interfaces and type aliases of src/core by name. */
const declared = new Map<string, ts.InterfaceDeclaration | ts.TypeAliasDeclaration>();
for (const file of coreFiles) {
  ts.forEachChild(file, (node) => {
    if ((ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) && !declared.has(node.name.text))
      declared.set(node.name.text, node);
  });
}

const docOf = (node: ts.Node) =>
  ts
    .getJSDocCommentsAndTags(node)
    .filter(ts.isJSDoc)
    .map((d) => ts.getTextOfJSDocComment(d.comment) ?? "")
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();

const cell = (s: string) => s.replace(/\s+/g, " ").replace(/\|/g, "\\|").trim();

/** Names of src/core declarations a type node mentions, in order. */
function namedIn(node: ts.Node | undefined, into: string[]) {
  if (!node) return into;
  if (ts.isTypeReferenceNode(node)) {
    const name = node.typeName.getText();
    if (declared.has(name) && !into.includes(name)) into.push(name);
  }
  ts.forEachChild(node, (c) => void namedIn(c, into));
  return into;
}

function section(name: string, queue: string[]): string {
  const node = declared.get(name)!;
  const where = relative(ROOT, node.getSourceFile().fileName);
  const lines = [`## ${name}`, "", `\`${where}\`${docOf(node) ? ` — ${docOf(node)}` : ""}`, ""];
  const members = ts.isInterfaceDeclaration(node)
    ? node.members
    : ts.isTypeLiteralNode(node.type)
      ? node.type.members
      : undefined;
  if (!members) {
    const alias = (node as ts.TypeAliasDeclaration).type;
    lines.push("```ts", `type ${name} = ${alias.getText().replace(/\s+/g, " ")}`, "```", "");
    namedIn(alias, []).forEach((n) => queue.push(n));
    return lines.join("\n");
  }
  if (ts.isInterfaceDeclaration(node) && node.heritageClauses) {
    lines.push(
      `Extends ${node.heritageClauses.map((h) => h.types.map((t) => `\`${t.getText()}\``).join(", ")).join(", ")}.`,
      "",
    );
    node.heritageClauses.forEach((h) => h.types.forEach((t) => namedIn(t, []).forEach((n) => queue.push(n))));
  }
  lines.push("| key | type | meaning |", "|---|---|---|");
  for (const m of members) {
    if (!ts.isPropertySignature(m) && !ts.isMethodSignature(m)) continue;
    const key = `\`${m.name.getText()}${m.questionToken ? "?" : ""}\``;
    const type = ts.isPropertySignature(m) ? (m.type?.getText() ?? "") : m.getText();
    lines.push(`| ${key} | \`${cell(type)}\` | ${cell(docOf(m))} |`);
    namedIn(m, []).forEach((n) => queue.push(n));
  }
  return [...lines, ""].join("\n");
}

/** The field builders: each `f.x(label, options)` with the options type it takes. */
function builders(queue: string[]): string {
  const fields = program.getSourceFile(join(ROOT, "src/core/fields.ts"))!;
  const f = fields.statements.find(
    (s): s is ts.VariableStatement =>
      ts.isVariableStatement(s) && s.declarationList.declarations[0]!.name.getText() === "f",
  );
  if (!f) return "";
  const init = f.declarationList.declarations[0]!.initializer!;
  const lines = [
    "## Field builders (`f`)",
    "",
    "`src/core/fields.ts` — one builder per field type; the options each takes are its own type below.",
    "",
    "| builder | signature | meaning |",
    "|---|---|---|",
  ];
  const object = ts.isAsExpression(init) || ts.isSatisfiesExpression(init) ? init.expression : init;
  if (!ts.isObjectLiteralExpression(object)) return "";
  for (const p of object.properties) {
    const name = p.name?.getText() ?? "";
    const type = checker.getTypeAtLocation(p);
    const sig = type.getCallSignatures()[0];
    const shown = sig
      ? checker.signatureToString(sig, undefined, ts.TypeFormatFlags.NoTruncation)
      : checker.typeToString(type);
    lines.push(`| \`f.${name}\` | \`${cell(shown)}\` | ${cell(docOf(p))} |`);
    if (ts.isPropertyAssignment(p) || ts.isMethodDeclaration(p)) namedIn(p, []).forEach((n) => queue.push(n));
  }
  return [...lines, ""].join("\n");
}

/** The reference as it should read for today's types. */
export function configReference(): string {
  const queue = [...ROOTS];
  const head = [
    "# Config reference",
    "",
    "Generated by `npm run docs:config` (scripts/gen-config-reference.ts) from the types in src/core; do not edit by hand.",
    "How the keys work together: [engine.md](engine.md).",
    "",
  ];
  const fieldPart = builders(queue);
  const done = new Set<string>();
  const parts: string[] = [];
  while (queue.length) {
    const name = queue.shift()!;
    if (done.has(name)) continue;
    done.add(name);
    parts.push(section(name, queue));
  }
  return [...head, fieldPart, ...parts].join("\n").replace(/\n{3,}/g, "\n\n");
}

if (import.meta.filename === process.argv[1]) {
  writeFileSync(OUT, configReference());
  console.log(`wrote ${relative(ROOT, OUT)}`);
}
