import type { Resource } from "../../src/core/define-resource";
import { endpointPath } from "../../src/core/endpoint";
import type { RowApi } from "./row-makers";

/** Runs a named action of a resource as `login`, failing loudly: the maker's own moves must succeed. */
export async function act(api: RowApi, login: string, r: Resource, name: string, payload: Record<string, unknown>) {
  const e = r.actions![name]!.endpoint;
  const res = await api.call(
    login,
    e.http,
    endpointPath(e),
    e.batch ? { ids: [payload.id], ...payload, id: undefined } : payload,
  );
  if (res.status !== 200) throw new Error(`${r.name}.${name} as ${login} answered ${res.status}: ${res.body}`);
}

/** A valid value for every field of an action's form, from its declared examples. */
export const formOf = (r: Resource, name: string) =>
  Object.fromEntries(Object.entries(r.actions![name]!.form ?? {}).map(([k, f]) => [k, f.examples?.[0] ?? "测试"]));

/** A buyer who is not of the seller's enterprise: 丰收 buys, unless 丰收 is selling, then 康牧. */
export const buyerFor = (owner: string) => (owner === "13800000002" ? "13800000003" : "13800000002");
