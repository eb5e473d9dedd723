import pino from "pino";

/**
 * Where the server's log goes: standard output, written in batches. One write per request line made each line cost
 * the server a thread-pool hand-off (~30 µs in the orders bench's profile, 2–3 % of an order); lines now go out once
 * 4 KB are waiting or a second has passed, so a quiet server's line still shows within a second, and pino flushes
 * what is waiting when the process exits. A kill -9 loses at most that second of log, never data. LOG_FLUSH_MS sets
 * the second (a test sets it beyond its own run, to show what is written without the timer).
 */
export function logDestination(fd = 1, env: NodeJS.ProcessEnv = process.env) {
  const every = Number(env.LOG_FLUSH_MS ?? 1000);
  return pino.destination({ dest: fd, sync: false, minLength: 4096, periodicFlush: every > 0 ? every : 1000 });
}
