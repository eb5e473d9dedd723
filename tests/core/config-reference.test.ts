import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { configReference } from "../../scripts/gen-config-reference";

describe("the config reference", () => {
  const written = readFileSync(new URL("../../docs/config-reference.md", import.meta.url), "utf8");
  const today = configReference();

  it("is docs/config-reference.md as the types stand (npm run docs:config)", () => {
    expect(written).toBe(today);
  });

  it("lists every key a resource declaration may hold, each with its type", () => {
    for (const key of ["name", "tenant", "fields", "flow", "audiences", "actions", "notify", "events", "reports"]) {
      expect(today).toMatch(new RegExp(`\\| \`${key}\\??\` \\| \`[^\`]+\` \\|`));
    }
  });
});
