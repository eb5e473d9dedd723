import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const dir = join(import.meta.dirname, "../../resources");
const files = readdirSync(dir).filter((f) => f.endsWith(".ts"));

describe("resource files stay pure data the browser can import", () => {
  it.each(files)("resources/%s imports only core and sibling resources", (file) => {
    const imports = [...readFileSync(join(dir, file), "utf8").matchAll(/from\s+"([^"]+)"/g)].map((m) => m[1]);
    for (const source of imports) expect(source).toMatch(/^(\.\/|\.\.\/src\/core\/)/);
  });
});
