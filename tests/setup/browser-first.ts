import { statSync } from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Projects in the order their files are handed to the two workers: the longest files first. */
const PROJECTS = ["e2e", "server-postgres", "server-pglite", "web", "data-provider", "core"];

const rank = (spec: TestSpecification) => {
  const i = PROJECTS.indexOf(spec.project.name);
  return i < 0 ? PROJECTS.length : i;
};

/**
 * The longest work first, so that the two workers end together: a browser journey takes minutes, a server file
 * seconds, and a long file started last would hold the run while the other worker idles. A clean clone has no
 * timings of an earlier run, so the order is by project, then by file size; where vitest keeps the last run's
 * durations, the longer file goes first within a project.
 */
export class BrowserFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const duration = (s: TestSpecification) => cache.getFileTestResults(`${s.project.name}:${s.moduleId.slice(this.ctx.config.root.length + 1)}`)?.duration;
    const size = (s: TestSpecification) => statSync(s.moduleId).size;
    return [...files].sort((a, b) => {
      if (rank(a) !== rank(b)) return rank(a) - rank(b);
      const [da, db] = [duration(a), duration(b)];
      if (da !== undefined && db !== undefined) return db - da;
      return size(b) - size(a);
    });
  }
}
