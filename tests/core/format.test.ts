import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

describe("the code's layout", () => {
  it("is what the formatter writes, 120 columns wide (npm run format; biome.json)", () => {
    const check = spawnSync(`${ROOT}node_modules/.bin/biome`, ["format", ".", "--reporter=summary", "--colors=off"], {
      cwd: ROOT,
      encoding: "utf8",
    });
    const unformatted = [...`${check.stdout}${check.stderr}`.matchAll(/^\s+- (\S+)$/gm)].map((m) => m[1]);
    expect(unformatted, "run npm run format").toEqual([]);
    expect(check.status, check.stdout + check.stderr).toBe(0);
  });
});
