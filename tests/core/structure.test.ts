import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  cwd: ROOT,
  encoding: "utf8",
})
  .split("\n")
  .filter((f) => /\.(ts|tsx)$/.test(f));
const source = (file: string) => readFileSync(`${ROOT}${file}`, "utf8");

/** The house limit: a file holds one concept, and one concept reads in one sitting. */
const MAX_LINES = 300;

describe("the code's structure", () => {
  it(`keeps every source and test file under ${MAX_LINES} lines`, () => {
    const long = tracked
      .filter((f) => !f.startsWith("src/server/db/migrations/"))
      .map((f) => [f, source(f).split("\n").length - 1] as const)
      .filter(([, lines]) => lines > MAX_LINES)
      .map(([f, lines]) => `${f}: ${lines}`);
    expect(long).toEqual([]);
  });

  it("keeps src/core below everything else: it imports nothing from resources/, src/server or src/web", () => {
    const upward = tracked
      .filter((f) => f.startsWith("src/core/"))
      .flatMap((f) =>
        [...source(f).matchAll(/from\s+"([^"]+)"/g)]
          .map((m) => m[1]!)
          .filter((spec) => /(^|\/)(resources|server|web)(\/|$)/.test(spec) && spec.startsWith("."))
          .map((spec) => `${f} → ${spec}`),
      );
    expect(upward).toEqual([]);
  });
});
