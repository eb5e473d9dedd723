import type { Resource } from "../../src/core/define-resource";
import { routeTo } from "../../src/core/flows/transition";
import { endpointPath } from "../../src/core/endpoint";
import { sourceHolds } from "../../src/core/readable-source";
import { resourceByName } from "../../resources";
import { validValue } from "./field-values";
import { act, buyerFor, formOf } from "./maker-moves";
import type { RowApi, RowMaker } from "./row-makers";

/** A row of the owner's that an owner audience may create from (a goods on sale), as the owner lists its own; or none. */
export async function readableSourceRow(api: RowApi, owner: string, r: Resource) {
  const c = Object.values(r.audiences ?? {}).find((a) => a.create?.readable)!.create!;
  const list = resourceByName(r.fields[c.from]!.ref!).endpoints.list!;
  const res = await api.call(owner, list.http, endpointPath(list), { pageSize: 100 });
  return res.status === 200 ? (res.data.list as { id: number }[]).find((x) => sourceHolds(c.readable!, x)) : undefined;
}

/**
 * A row an owner audience makes against another party's row it may read (a sample request on a goods on sale at the
 * owner's shop): a buyer not of the owner's enterprise fills the create's fields with valid values, then each move
 * to `state` is made by its party. Serves every resource whose rows are made so, with no maker of its own.
 */
export const readableCreate =
  (r: Resource): RowMaker =>
  async (api, { owner, state }) => {
    const [name, a] = Object.entries(r.audiences!).find(([, x]) => x.create?.readable)!;
    const c = a.create!;
    const source = await readableSourceRow(api, owner, r);
    if (!source) return undefined;
    const buyer = buyerFor(owner);
    const filled = c.fields.filter((k) => !k.includes(".")).map((k, i) => [k, validValue(r.fields[k]!, i)]);
    const res = await api.call(buyer, c.endpoint.http, endpointPath(c.endpoint), {
      ...Object.fromEntries(filled),
      [c.from]: source.id,
    });
    if (res.status !== 200) throw new Error(`${r.name} ${c.label} as ${buyer} answered ${res.status}: ${res.body}`);
    const id = res.data.id as number;
    for (const step of routeTo(r, r.flow!.initial, state) ?? [])
      await act(api, r.actions![step]!.by === name ? buyer : owner, r, step, { id, ...formOf(r, step) });
    return id;
  };
