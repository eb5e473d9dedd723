import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const ignorePath = `${ROOT}.prettierignore`;

/** A file not formatted as `npm run format` writes it, or null. */
async function unformatted(file: string): Promise<string | null> {
  const path = `${ROOT}${file}`;
  const info = await prettier.getFileInfo(path, { ignorePath });
  if (info.ignored || !info.inferredParser) return null;
  const options = await prettier.resolveConfig(path);
  return (await prettier.check(await readFile(path, "utf8"), { ...options, filepath: path })) ? null : file;
}

describe("the code's layout", () => {
  it("is what the formatter writes, 120 columns wide (npm run format)", async () => {
    const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" })
      .split("\n")
      .filter(Boolean);
    const bad = (await Promise.all(files.map(unformatted))).filter((f) => f !== null);
    expect(bad, "run npm run format").toEqual([]);
    // every tracked file is read and parsed: on a busy 2-core machine that takes tens of seconds
  }, 180_000);
});
