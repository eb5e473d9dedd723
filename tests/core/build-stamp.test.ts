import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BUILD_OUTPUTS, builtFrom, sourcesDigest, writeStamp } from "../../scripts/build-stamp";

let root: string;
const put = (path: string, text: string) => {
  mkdirSync(join(root, path, ".."), { recursive: true });
  writeFileSync(join(root, path), text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "build-stamp-"));
  put("src/web/main.tsx", "render()");
  put("resources/goods.ts", "export const goods = {}");
  put("package-lock.json", "{}");
  for (const out of BUILD_OUTPUTS) put(out.includes(".") ? out : `${out}/entry.js`, "built");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("npm start builds only when the sources changed", () => {
  it("skips the build of an unchanged checkout it built before", () => {
    writeStamp(root, sourcesDigest(root));
    expect(builtFrom(root, sourcesDigest(root))).toBe(true);
  });

  it("builds after a source is edited, added or removed, or the lockfile moves", () => {
    writeStamp(root, sourcesDigest(root));
    for (const change of [
      () => put("resources/goods.ts", "export const goods = { label: '商品' }"),
      () => put("src/server/new-route.ts", "export {}"),
      () => rmSync(join(root, "src/web/main.tsx")),
      () => put("package-lock.json", '{"lockfileVersion":3}'),
    ]) {
      change();
      expect(builtFrom(root, sourcesDigest(root))).toBe(false);
      writeStamp(root, sourcesDigest(root));
    }
  });

  it("builds when there is no stamp (a first start, or a build made by npm run build) or an output is missing", () => {
    expect(builtFrom(root, sourcesDigest(root))).toBe(false);
    writeStamp(root, sourcesDigest(root));
    rmSync(join(root, "dist-ssr"), { recursive: true });
    expect(builtFrom(root, sourcesDigest(root))).toBe(false);
  });

  it("does not rebuild for what the build itself writes", () => {
    writeStamp(root, sourcesDigest(root));
    put("dist/assets/start-abc.js", "newer bundle");
    put("data/pglite/base", "rows");
    expect(builtFrom(root, sourcesDigest(root))).toBe(true);
  });
});
