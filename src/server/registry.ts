import type { Resource } from "../core/define-resource";
import type { Registry } from "../core/registry";
import { addResourceTables } from "./db/table-store";
import type { ResourceHooks } from "./hooks/types";
import { hasColumn, tableOf, type OpContext } from "./operations/context";
import type { ReportAnswer } from "./reports/types";

/** The server side of one declared report. */
export type Report = (ctx: OpContext, payload: Record<string, unknown>) => Promise<ReportAnswer>;

/** Hooks keyed by resource name; a resource without an entry is pure config. */
export type HookTable = Readonly<Record<string, ResourceHooks>>;

/** Each declared report's computation, by resource and report name. */
export type ReportTable = Readonly<Record<string, Readonly<Record<string, Report>>>>;

/**
 * What the server is made of: the declared resources with their hooks and reports. createApp is given it and
 * every operation reaches it through its OpContext, so the engine runs as well on a test's fixture resources.
 */
export interface ServerRegistry extends Registry {
  hooksOf(r: Resource): ResourceHooks;
  /** A declared report's computation. */
  reportOf(resource: string, name: string): Report;
}

/**
 * The registry of an app, its tables generated: a declared report without a computation, hooks for no
 * resource, or an action refused to a user in a column the table lacks, stop the start with what to write.
 */
export function serverRegistry(registry: Registry, hooks: HookTable = {}, reports: ReportTable = {}): ServerRegistry {
  for (const name of Object.keys(hooks))
    if (!registry.has(name)) throw new Error(`hooks for "${name}", which no resource declares`);
  const reportOf = (resource: string, name: string): Report => {
    const report = reports[resource]?.[name];
    if (!report)
      throw new Error(
        `report ${resource}.${name} is declared but not computed: add ${name}() to src/server/reports/ and list it in src/server/reports/index.ts`,
      );
    return report;
  };
  for (const r of registry.resources) for (const name of Object.keys(r.reports ?? {})) reportOf(r.name, name);
  addResourceTables(registry.resources);
  for (const r of registry.resources)
    for (const [name, a] of Object.entries(r.actions ?? {}))
      if (a.notBy !== undefined && !hasColumn(tableOf(r), a.notBy))
        throw new Error(
          `[resources/${r.name}] action "${name}" is refused to the user in "${a.notBy}", which is no column of its table: declare it in serverColumns (src/server/db/schema.ts) or name an audience's user column`,
        );
  return { ...registry, hooksOf: (r) => hooks[r.name] ?? {}, reportOf };
}
