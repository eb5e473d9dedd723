/**
 * A scheduled job's rounds, one at a time in this process: the timer's and those asked for (`app.runJobs`, a test
 * that moved the clock). A timer tick while a round runs is skipped, as the next tick comes soon; a round asked
 * for while one runs waits for it and then runs one more, because the running one may have read the clock
 * before it moved.
 */
export interface JobRounds {
  /** A round started after this call, finished; rejects with that round's error. */
  run(): Promise<void>;
  /**
   * Runs a round every `ms` on an unref'd timer (it never keeps the process up), the first at once when `atOnce`;
   * a tick when `due` says no is skipped (the job knows nothing can have come due). A failed round goes to
   * `onError`. Returns the stop, which waits for the rounds under way.
   */
  every(ms: number, onError: (error: unknown) => void, atOnce?: boolean, due?: () => boolean): () => Promise<void>;
}

const settled = (p: Promise<void>) =>
  p.then(
    () => undefined,
    () => undefined,
  );

export function jobRounds(round: () => Promise<unknown>): JobRounds {
  let current: Promise<void> | undefined;
  // asked for while `current` runs and not started yet: whoever asks meanwhile shares it, as it starts after them all
  let next: Promise<void> | undefined;

  const start = (): Promise<void> => {
    const running = (async () => {
      await round();
    })();
    current = running;
    const clear = () => {
      if (current === running) current = undefined;
    };
    running.then(clear, clear);
    return running;
  };

  const run = (): Promise<void> => {
    if (next) return next;
    if (!current) return start();
    next = settled(current).then(() => {
      next = undefined;
      return start();
    });
    return next;
  };

  const every = (ms: number, onError: (error: unknown) => void, atOnce = false, due = () => true) => {
    const tick = () => {
      if (!current && !next) start().catch(onError);
    };
    const timer = setInterval(() => due() && tick(), ms);
    timer.unref();
    if (atOnce) tick();
    return async () => {
      clearInterval(timer);
      while (current || next) await settled((next ?? current)!);
    };
  };

  return { run, every };
}
