import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const dir = join(import.meta.dirname, "../../resources");
const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts"));
/** Where an import lands, from the root: a sibling resource (`resources/…`) or core (`src/core/…`). */
const landing = (file: string, source: string) => relative(join(dir, ".."), resolve(dirname(join(dir, file)), source));

describe("resource files stay pure data the browser can import", () => {
  it.each(files)("resources/%s imports only core and sibling resources", (file) => {
    const imports = [...readFileSync(join(dir, file), "utf8").matchAll(/from\s+"([^"]+)"/g)].map((m) => m[1]);
    for (const source of imports) expect(landing(file, source!), source).toMatch(/^(resources|src\/core)\//);
  });
});
