import type { Reporter, TestModule } from "vitest/node";

interface Span {
  files: number;
  tests: Record<string, number>;
  first: number;
  last: number;
  /** the files' own durations added up: the worker time the project took */
  busy: number;
}

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

/**
 * At the end of a run, each project's share of it: from its first file's start to its last file's end (the
 * projects overlap on the two workers), the worker time its files took, and its tests by state.
 */
export default class ProjectDurations implements Reporter {
  private spans = new Map<string, Span>();
  private started = Date.now();

  onTestRunStart() {
    this.started = Date.now();
  }

  onTestModuleStart(m: TestModule) {
    const name = m.project.name;
    if (!this.spans.has(name))
      this.spans.set(name, { files: 0, tests: {}, first: Date.now(), last: Date.now(), busy: 0 });
  }

  onTestModuleEnd(m: TestModule) {
    const span = this.spans.get(m.project.name)!;
    span.files += 1;
    span.last = Date.now();
    span.busy += m.diagnostic().duration;
    for (const t of m.children.allTests()) {
      const state = t.result().state;
      span.tests[state] = (span.tests[state] ?? 0) + 1;
    }
  }

  onTestRunEnd() {
    const rows = [...this.spans].sort(([, a], [, b]) => a.first - b.first);
    if (!rows.length) return;
    const width = Math.max(...rows.map(([n]) => n.length));
    const lines = rows.map(([name, s]) => {
      const tests = Object.entries(s.tests)
        .map(([state, n]) => `${n} ${state}`)
        .join(", ");
      return `  ${name.padEnd(width)}  ${seconds(s.last - s.first).padStart(6)} from ${seconds(s.first - this.started).padStart(5)} to ${seconds(s.last - this.started).padStart(5)}, worker time ${seconds(s.busy).padStart(6)}, ${s.files} files, ${tests}`;
    });
    process.stdout.write(
      `\nProjects (wall time of each, on ${rows.length} projects sharing the workers):\n${lines.join("\n")}\n  whole run: ${seconds(Date.now() - this.started)}\n`,
    );
  }
}
