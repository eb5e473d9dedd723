/** A V8 CPU profile (`node --cpu-prof`) read as self time per function and per package, in ms. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

export interface SelfTime {
  byFunction: Map<string, number>;
  byPackage: Map<string, number>;
  /** All of it but idle. */
  busy: number;
}

/** Where a frame is: a package (`~pg`, `~@fastify/cookie`), a project file, or the native function's name. */
const placeOf = (url: string, functionName: string) => {
  const where = url.replace(/^file:\/\/\/work\/[^/]+\//, "").replace(/^.*node_modules\//, "~");
  const pkg = where.startsWith("~")
    ? where
        .split("/")
        .slice(0, where.startsWith("~@") ? 2 : 1)
        .join("/")
    : where || functionName;
  return { where, pkg };
};

/**
 * Self time of the samples taken in the profile's last `lastMs` (all of it when not given): a server stopped
 * right after its load has the load's time there and its start-up outside.
 */
export function selfTime(prof: CpuProfile, lastMs = Infinity): SelfTime {
  const frames = new Map(prof.nodes.map((n) => [n.id, n.callFrame]));
  const at: number[] = [];
  let t = 0;
  for (const d of prof.timeDeltas) at.push((t += d));
  const from = t - lastMs * 1000;
  const out: SelfTime = { byFunction: new Map(), byPackage: new Map(), busy: 0 };
  for (let i = 0; i < prof.samples.length; i++) {
    if (at[i]! < from) continue;
    const f = frames.get(prof.samples[i]!)!;
    if (f.functionName === "(idle)") continue;
    // a sample stands for the time until the next one
    const ms = (prof.timeDeltas[i + 1] ?? 0) / 1000;
    const { where, pkg } = placeOf(f.url, f.functionName);
    const fn = `${f.functionName || "(anonymous)"} ${where}:${f.lineNumber}`;
    out.byFunction.set(fn, (out.byFunction.get(fn) ?? 0) + ms);
    out.byPackage.set(pkg, (out.byPackage.get(pkg) ?? 0) + ms);
    out.busy += ms;
  }
  return out;
}

/** Rows of `a` beside `b` per unit (µs), the largest excess of `a` first. */
export function excess(
  a: Map<string, number>,
  aUnits: number,
  b: Map<string, number>,
  bUnits: number,
  n: number,
): string {
  const per = (m: Map<string, number>, units: number, k: string) => ((m.get(k) ?? 0) * 1000) / units;
  const keys = [...new Set([...a.keys(), ...b.keys()])].sort(
    (x, y) => per(a, aUnits, y) - per(b, bUnits, y) - (per(a, aUnits, x) - per(b, bUnits, x)),
  );
  return keys
    .slice(0, n)
    .map((k) => `${per(a, aUnits, k).toFixed(1).padStart(8)} ${per(b, bUnits, k).toFixed(1).padStart(8)}  ${k}`)
    .join("\n");
}
