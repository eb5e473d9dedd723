import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, resolve, sep } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Projects in the order their files are handed to the two workers: the longest files first. */
const PROJECTS = ["e2e", "server-postgres", "server-pglite", "web", "data-provider", "core"];

const rank = (spec: TestSpecification) => {
  const i = PROJECTS.indexOf(spec.project.name);
  return i < 0 ? PROJECTS.length : i;
};

const TESTS = resolve(import.meta.dirname, "..") + sep;

/** The test modules `file` imports by a relative path, and theirs in turn: a walk shard is a line that imports the walk. */
function testModules(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, path] of readFileSync(file, "utf8").matchAll(/from "(\.\.?\/[^"]+)"/g)) {
    const base = resolve(dirname(file), path!);
    const found = [`${base}.ts`, `${base}.tsx`, base].find(
      (f) => f.startsWith(TESTS) && existsSync(f) && statSync(f).isFile(),
    );
    if (found) testModules(found, seen);
  }
  return seen;
}

/** A file's weight on a clean clone: the size of its code and of the test modules it runs, where the work is written. */
const weight = (file: string) => [...testModules(file)].reduce((sum, f) => sum + statSync(f).size, 0);

/**
 * The longest work first, so that the two workers end together: a browser journey takes minutes, a server file
 * seconds, and a long file started last would hold the run while the other worker idles. A clean clone has no
 * timings of an earlier run, so the order is by project, then by the size of the test code a file runs; where vitest
 * keeps the last run's durations, the longer file goes first within a project.
 */
export class BrowserFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const duration = (s: TestSpecification) =>
      cache.getFileTestResults(`${s.project.name}:${s.moduleId.slice(this.ctx.config.root.length + 1)}`)?.duration;
    const size = (s: TestSpecification) => weight(s.moduleId);
    return [...files].sort((a, b) => {
      if (rank(a) !== rank(b)) return rank(a) - rank(b);
      const [da, db] = [duration(a), duration(b)];
      if (da !== undefined && db !== undefined) return db - da;
      return size(b) - size(a);
    });
  }
}
