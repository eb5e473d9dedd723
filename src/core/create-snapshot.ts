import type { ResourceCheck } from "./resource-check";

/**
 * A create's snapshot (`AudienceCreateDef.snapshot`): for a ref field the caller picks (the 开票信息 an invoice
 * request is asked with), the columns of the picked row copied into the new row as they are at the create, in its
 * transaction: `{ titleId: { title: "title", taxNo: "taxNo" } }` (this resource's field ← the picked row's field).
 * The picked row must be one the caller may point the field at (its own enterprise's), as any ref; a later edit of
 * that row changes no row made from it. The copies are the server's, never the caller's.
 */
export type CreateSnapshot = Record<string, Record<string, string>>;

/** What a snapshot must say: a ref the caller fills, copied into fields of this resource from fields of the target. */
export const snapshotProblems: ResourceCheck = (r, all, say) => {
  for (const [name, a] of Object.entries(r.audiences ?? {})) {
    const c = a.create;
    if (!c?.snapshot) continue;
    const at = `audience "${name}" create.snapshot`;
    for (const [key, copies] of Object.entries(c.snapshot)) {
      const field = r.fields[key];
      if (field?.type !== "ref") {
        say(`${at} "${key}" must name a ref field of ${r.name}`);
        continue;
      }
      if (!c.fields.includes(key)) say(`${at} "${key}" is not a field the caller fills: add it to create.fields`);
      const target = all.get(field.ref!);
      for (const [to, from] of Object.entries(copies)) {
        if (!r.fields[to]) say(`${at} copies into "${to}", which is not a field of ${r.name}`);
        else if (c.fields.includes(to)) say(`${at} copies into "${to}", which the caller also fills: pick one`);
        if (target && !target.fields[from]) say(`${at} copies "${from}", which is not a field of ${target.name}`);
      }
    }
  }
};
