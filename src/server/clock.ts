/**
 * The process's "now" (DESIGN.md §11, time is a declared input): every deadline, validity, expiry, stamp and
 * scheduled round of the server reads it here, so a test moves time by moving this clock instead of sleeping
 * or rewriting rows. It is the system time plus an offset, which is 0 unless a test sets it: in process by
 * calling setClock, in a spawned server only through its IPC channel (test-clock.ts), never over the network.
 */
let offsetMs = 0;

export const nowMs = (): number => Date.now() + offsetMs;

export const now = (): Date => new Date(nowMs());

/**
 * Moves the clock to `at` and lets it run on from there; backwards too (a test putting time back).
 * `setClock(Date.now())` puts it back on the system time.
 */
export function setClock(at: Date | number): void {
  const target = typeof at === "number" ? at : at.getTime();
  if (!Number.isFinite(target)) throw new TypeError(`setClock needs an instant, got ${String(at)}`);
  offsetMs = target - Date.now();
}
