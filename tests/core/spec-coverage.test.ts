import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_PRODUCT } from "../../src/core/endpoint";
import { callName, SPEC_CALLS } from "../../src/core/spec-calls";
import { apiCalls } from "../../src/server/api/openapi";
import { specCoverageMarkdown } from "../../src/server/api/spec-coverage";

// A reader of spec §7 finds every call it names answered by a route of the app, or a written decision.
describe("spec §7 coverage table", () => {
  const routes = new Set(apiCalls().map((c) => callName(c.url, DEFAULT_PRODUCT)));
  const rows = SPEC_CALLS.flatMap((s) => s.rows);

  it("names only calls that are routes of the app", () => {
    const missing = rows.flatMap((r) => (r.calls ?? []).filter((c) => !routes.has(c)).map((c) => `${r.words}: ${c}`));
    expect(missing).toEqual([]);
  });

  it("has no row without calls or a decision", () => {
    expect(rows.filter((r) => !r.calls?.length && !r.decision).map((r) => r.words)).toEqual([]);
  });

  it("is written to docs/spec-coverage.md as the app stands (npm run docs:coverage), every route in it", () => {
    const doc = readFileSync(new URL("../../docs/spec-coverage.md", import.meta.url), "utf8");
    expect(doc).toBe(specCoverageMarkdown(apiCalls()));
    for (const name of routes) expect(doc, name).toContain(`\`${name}\``);
  });
});
