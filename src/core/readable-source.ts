import type { AudienceDef, Resource } from "./define-resource";
import type { AudienceCreateDef } from "./user-rows";
import type { LinkDef } from "./menu";
import type { PurchaseGrant } from "./purchase-grants";
import type { Registry } from "./registry";
import type { ResourceCheck } from "./resource-check";

/**
 * The rows of another party an owner audience may create against, instead of rows it owns (a buyer asks for a
 * sample of a goods on sale in the mall): rows of the caller's portal holding each `where` value, a list meaning one
 * of them (`{ status: "on_sale", category: ["饲料", "兽药"] }`), whose tenant still meets its resource's `requires`
 * (an approved shop). Any other row is a 404 like a missing one; a row of the caller's own enterprise a 422, as a
 * party does not answer itself.
 */
export interface ReadableSource {
  where: Record<string, string | number | boolean | readonly (string | number)[]>;
}

/** Whether a row of the source holds the `where` values of a readable create. */
export const sourceHolds = (readable: ReadableSource, row: Record<string, unknown>) =>
  Object.entries(readable.where).every(([k, v]) =>
    Array.isArray(v) ? v.includes(row[k] as string | number) : row[k] === v,
  );

/** What a 422 says to a caller creating against a row of its own enterprise (不能对本企业的商品申请样品). */
export const ownSourceMessage = (source: Resource, create: { label: string }) =>
  `不能对本企业的${source.label}${create.label}`;

/**
 * One create a row of `source` offers on its public page: the form's label, its address for the row, its grant, and
 * the field taking the line the page has picked (the SKU chosen beside 立即订购), which the page adds to the address.
 */
export interface OfferedCreate {
  label: string;
  href: string;
  grant?: PurchaseGrant;
  choose?: string;
}

/**
 * The readable creates a row of `source` offers (申请样品 on a feed goods' page): every owner audience creating from a
 * ref to `source` whose `where` the row holds and whose create form has a screen, with that screen's address.
 */
export function offeredCreates(registry: Registry, source: string, row: Record<string, unknown>): OfferedCreate[] {
  return registry.resources.flatMap((r) =>
    Object.values(r.audiences ?? {}).flatMap((a) => {
      const c = a.create;
      const screen = a.owner?.screens?.create;
      if (!c?.readable || !screen || r.fields[c.from]?.ref !== source || !sourceHolds(c.readable, row)) return [];
      const href = screen.replace(":from", encodeURIComponent(String(row.id)));
      return [
        {
          label: c.label,
          href,
          ...(c.grant ? { grant: c.grant } : {}),
          ...(c.choose ? { choose: c.choose.field } : {}),
        },
      ];
    }),
  );
}

/** The links an owner's detail offers on one row (去下单 once a sample has arrived). */
export const ownerLinks = (a: AudienceDef): [string, LinkDef][] => Object.entries(a.owner?.links ?? {});

/** A create's source is either the caller's own row or a readable one, named by fields the source has. */
export const createSourceProblems: ResourceCheck = (r, all, say) => {
  for (const [name, a] of Object.entries(r.audiences ?? {})) {
    const at = `audience "${name}"`;
    for (const [key, link] of ownerLinks(a)) {
      for (const [, field] of link.href?.matchAll(/:([A-Za-z]\w*)/g) ?? [])
        if (field !== "id" && !a.fields?.includes(field!))
          say(`${at} owner link "${key}" puts ":${field}" in its href, which the audience does not read`);
      for (const field of Object.keys(link.when ?? {}))
        if (!a.fields?.includes(field)) say(`${at} owner link "${key}" shows by "${field}", which it does not read`);
    }
    const c = a.create;
    if (!c) continue;
    if ((c.ownedBy === undefined) === (c.readable === undefined))
      say(`${at} create must say whose rows it starts from: ownedBy (the caller's own) or readable (another party's)`);
    const source = all.get(r.fields?.[c.from]?.ref ?? "");
    if (c.choose && source) chooseProblems(r, source, c.choose, `${at} create.choose`, say);
    if (!c.readable || !source) continue;
    if (c.identity !== undefined)
      say(`${at} create from a readable row names no identity: the row was made for nobody in particular`);
    if (source.tenant !== "enterpriseSystem")
      say(`${at} create from readable ${source.name} rows: they must belong to a portal (tenant "enterpriseSystem")`);
    for (const [key, value] of Object.entries(c.readable.where)) {
      const field = source.fields[key];
      const options = field?.options?.map((o) => o.value);
      if (!field) say(`${at} create.readable.where "${key}" is not a field of ${source.name}`);
      else if (options)
        for (const v of Array.isArray(value) ? value : [value])
          if (!options.includes(v as string | number))
            say(`${at} create.readable.where "${key}" value "${String(v)}" is not one of its options`);
    }
    for (const [to, from] of Object.entries(c.copies ?? {}))
      if (!source.fields[from] && from !== "enterpriseId")
        say(`${at} create copies "${to}" from "${from}", which is not a field of ${source.name}`);
  }
};

/** A chosen line is a field of this resource, taken from a lines field of the source, labelled and copied by its columns. */
function chooseProblems(
  r: Resource,
  source: Resource,
  choose: NonNullable<AudienceCreateDef["choose"]>,
  at: string,
  say: (problem: string) => void,
) {
  if (!r.fields[choose.field]) say(`${at} field "${choose.field}" is not a field of ${r.name}`);
  const lines = source.fields[choose.lines];
  if (lines?.type !== "lines") {
    say(`${at} lines "${choose.lines}" is not a lines field of ${source.name}`);
    return;
  }
  if (!lines.lines?.[choose.label])
    say(`${at} label "${choose.label}" is not a column of ${source.name}.${choose.lines}`);
  for (const [to, from] of Object.entries(choose.copies ?? {})) {
    if (!r.fields[to]) say(`${at} copies into "${to}", which is not a field of ${r.name}`);
    if (!lines.lines?.[from]) say(`${at} copies "${from}", which is not a column of ${source.name}.${choose.lines}`);
  }
}
