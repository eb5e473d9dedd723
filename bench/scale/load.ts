/** A closed-loop load: `concurrency` workers each run `once` back to back for `seconds`; latencies in ms. */
export interface LoadResult {
  count: number;
  seconds: number;
  /** Calls that threw or answered a 5xx: none may happen in a bench (issue 12). */
  errors: number;
  p50: number;
  p99: number;
  perSecond: number;
}

export async function load(
  once: (worker: number) => Promise<boolean | void>,
  o: { concurrency: number; seconds: number },
): Promise<LoadResult> {
  const times: number[] = [];
  let errors = 0;
  const end = performance.now() + o.seconds * 1000;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: o.concurrency }, async (_, worker) => {
      while (performance.now() < end) {
        const t = performance.now();
        try {
          if ((await once(worker)) === false) errors += 1;
        } catch (err) {
          if (errors++ === 0) console.warn(`  first error: ${(err as Error).message}`);
        }
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
  return { count: times.length, seconds, errors, p50: at(0.5), p99: at(0.99), perSecond: times.length / seconds };
}

export const ms = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1));
