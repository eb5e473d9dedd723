import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { resources } from "../../resources";

/** docs/flows.md "Moves time makes": a developer reads there what time does to every flow, so it must not lag behind resources/. */
const doc = readFileSync(new URL("../../docs/flows.md", import.meta.url), "utf8");
// up to the next section: the ones after it have tables of their own
const table = doc.slice(doc.indexOf("## Moves time makes")).split("\n## ")[0]!;
const rows = table
  .split("\n")
  .filter((l) => l.startsWith("| ") && !l.startsWith("| resource") && !l.startsWith("|---"));

const declared = resources.flatMap((r) => (r.flow?.timed ?? []).map((t) => [`${r.name}.${t.name}`, r, t] as const));

describe("docs/flows.md lists every move time makes", () => {
  it("the platform declares some, so this check runs", () => expect(declared.length).toBeGreaterThan(0));

  it.each(declared)("%s has its row: resource, move, time, from, to and what refusals say", (_n, r, t) => {
    const row = rows.find((l) => l.startsWith(`| ${r.name} ${r.label} | ${t.name} ${t.label} |`));
    expect(row, `a row starting "| ${r.name} ${r.label} | ${t.name} ${t.label} |"`).toBeDefined();
    const cells = row!.split("|").map((c) => c.trim());
    expect(cells[3]).toContain(`\`${t.field}\``);
    if (t.via) expect(cells[3]).toContain(`\`${t.via}\``);
    expect(cells[4]!.split(", ")).toEqual(t.from.map(String));
    const to = r.fields[r.flow!.field]!.options!.find((o) => o.value === t.to)!;
    expect(cells[5]).toBe(`${t.to} ${to.label}`);
    expect(cells[6]).toBe(t.says ?? "");
  });

  it("lists no move that is not declared", () => expect(rows.length).toBe(declared.length));
});
