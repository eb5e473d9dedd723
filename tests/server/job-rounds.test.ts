import { describe, expect, it, vi } from "vitest";
import { jobRounds } from "../../src/server/jobs";

/**
 * A scheduled job's rounds (src/server/jobs.ts), as `app.runJobs` relies on them: a round asked for always starts
 * after the asking, and never beside another round of the same job. Rounds here are promises the test settles
 * itself, so nothing waits on time.
 */
function gatedJob() {
  const gates: (() => void)[] = [];
  let started = 0;
  let running = 0;
  let most = 0;
  const job = jobRounds(async () => {
    started += 1;
    running += 1;
    most = Math.max(most, running);
    await new Promise<void>((open) => gates.push(open));
    running -= 1;
  });
  /** Lets the oldest waiting round finish, once the job has started it. */
  const finishOne = async () => {
    while (!gates.length) await Promise.resolve();
    gates.shift()!();
  };
  return { job, finishOne, started: () => started, most: () => most };
}

describe("a job's rounds", () => {
  it("runs a round when asked and resolves once it has finished", async () => {
    const g = gatedJob();
    let done = false;
    const asked = g.job.run().then(() => (done = true));
    expect(g.started()).toBe(1);
    await Promise.resolve();
    expect(done).toBe(false);
    await g.finishOne();
    await asked;
    expect(done).toBe(true);
  });

  it("asked while a round runs, waits for it and runs one more; askers meanwhile share that one", async () => {
    const g = gatedJob();
    const first = g.job.run();
    const second = g.job.run();
    const third = g.job.run();
    expect(g.started()).toBe(1);
    let secondDone = false;
    void second.then(() => (secondDone = true));
    await g.finishOne();
    await first;
    // the round the later askers wait for starts only now, after theirs
    await g.finishOne();
    await Promise.all([second, third]);
    expect(secondDone).toBe(true);
    expect(g.started()).toBe(2);
    expect(g.most()).toBe(1);
  });

  it("a round's error reaches whoever asked for it, and the next round runs as usual", async () => {
    let fail = true;
    const job = jobRounds(async () => {
      if (fail) throw new Error("database gone");
    });
    await expect(job.run()).rejects.toThrow("database gone");
    fail = false;
    await expect(job.run()).resolves.toBeUndefined();
  });

  it("the timer's first round runs at once when told, and its stop waits for the round under way", async () => {
    const g = gatedJob();
    const errors: unknown[] = [];
    const stop = g.job.every(3_600_000, (e) => errors.push(e), true);
    expect(g.started()).toBe(1);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    await g.finishOne();
    await stopping;
    expect([stopped, errors]).toEqual([true, []]);
  });

  it("a tick its job says is not due starts no round; the ticks after it is due do", async () => {
    vi.useFakeTimers();
    try {
      let rounds = 0;
      let due = false;
      const stop = jobRounds(async () => void (rounds += 1)).every(
        1_000,
        () => undefined,
        false,
        () => due,
      );
      await vi.advanceTimersByTimeAsync(3_000);
      expect(rounds).toBe(0);
      due = true;
      await vi.advanceTimersByTimeAsync(2_000);
      expect(rounds).toBe(2);
      await stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
