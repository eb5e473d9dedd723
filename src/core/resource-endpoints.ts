import type { Resource } from "./define-resource";
import type { EndpointDef } from "./endpoint";

/**
 * Every endpoint of a resource: CRUD first, then named actions as `action:<name>`, then each audience's
 * reads as `audience:<name>:list` and `audience:<name>:get` (and its log, create and exportRow likewise).
 */
export function endpointsOf(r: Resource): [string, EndpointDef][] {
  const crud = Object.entries(r.endpoints ?? {}) as [string, EndpointDef][];
  const named = Object.entries(r.actions ?? {}).map(([k, a]) => [`action:${k}`, a.endpoint] as [string, EndpointDef]);
  const reads = Object.entries(r.audiences ?? {}).flatMap(([k, a]) =>
    [...Object.entries(a.endpoints ?? {}), ...(a.create ? [["create", a.create.endpoint] as const] : [])].map(
      ([op, e]) => [`audience:${k}:${op}`, e] as [string, EndpointDef],
    ),
  );
  const reports = Object.entries(r.reports ?? {}).map(([k, x]) => [`report:${k}`, x.endpoint] as [string, EndpointDef]);
  return [...crud, ...named, ...reads, ...reports];
}

/** `report:active` → the report's name, or undefined for any other endpoint key. */
export const reportRead = (action: string): string | undefined => /^report:(.+)$/.exec(action)?.[1];

/** `audience:supplier:list` → the audience's name and read, or undefined for any other endpoint key. */
export function audienceRead(action: string): { name: string; read: "list" | "get" } | undefined {
  const m = /^audience:([^:]+):(list|get)$/.exec(action);
  return m ? { name: m[1]!, read: m[2] as "list" | "get" } : undefined;
}

/** `audience:buyer:exportRow` → the audience whose reader downloads one row, or undefined for any other endpoint key. */
export const audienceRowExport = (action: string): string | undefined =>
  /^audience:([^:]+):exportRow$/.exec(action)?.[1];
