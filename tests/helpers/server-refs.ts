import { resourceByName } from "../../resources";
import type { Resource } from "../../src/core/define-resource";
import type { CallOptions, TestApp } from "./server-app";

/** Ids of real rows, visible to the caller, for each required ref field of a resource. */
export async function refIdsFor(t: TestApp, r: Resource, opts: CallOptions): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [key, field] of Object.entries(r.fields)) {
    if (field.type !== "ref" || !field.required) continue;
    const res = await t.call(resourceByName(field.ref!).name, "list", { pageSize: 1 }, opts);
    const id = res.json().data?.list?.[0]?.id;
    if (!id) throw new Error(`no ${field.ref} row visible for ${r.name}.${key}: ${res.body}`);
    out[key] = id;
  }
  return out;
}
