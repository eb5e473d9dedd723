import { snake, tableNameOf, type Resource } from "./define-resource";

/**
 * One "only one" rule of a resource: rows holding the same values of `keys` may not be two, except those in the
 * `ignoring` states (a cancelled order frees its quote). The database holds it with a unique index, so two writes
 * racing on two processes end with one row; the server says `message` on `field`.
 */
export interface UniqueRule {
  keys: string[];
  field: string;
  message: string;
  ignoring: (string | number)[];
}

/** The columns naming a row's tenant, as a `uniqueBy` lists them. */
export const tenantKeys = (r: Pick<Resource, "tenant">): string[] => [
  ...(r.tenant === "user" ? ["userId"] : r.tenant !== "system" ? ["enterpriseId"] : []),
  ...(r.tenant !== "enterprise" ? ["systemId"] : []),
];

/** A resource's declared "one X per Y" rules: each `uniqueBy`, and each `unique` as its tenant columns and fields. */
export function declaredUniqueRules(r: Resource): UniqueRule[] {
  return [
    ...(r.uniqueBy ?? []).map((u) => ({
      keys: u.keys,
      field: u.field,
      message: u.message,
      ignoring: u.ignoring ?? [],
    })),
    ...(r.unique ?? []).map((u) => ({
      keys: [...tenantKeys(r), ...u.fields],
      field: u.fields.at(-1)!,
      message: u.message,
      ignoring: [],
    })),
  ];
}

/** A resource's rules: each unique ref (one order per awarded quote) and each declared rule. */
export function uniqueRules(r: Resource): UniqueRule[] {
  const refs = Object.entries(r.fields).flatMap(([key, f]) =>
    f.unique ? [{ keys: [key], field: key, message: f.unique.message, ignoring: f.unique.ignoring ?? [] }] : [],
  );
  return [...refs, ...declaredUniqueRules(r)];
}

/** What is wrong with a resource's `uniqueBy` declarations, for the start-up check. */
export function uniqueByProblems(r: Resource): string[] {
  const states = new Set((r.flow && r.fields[r.flow.field]?.options?.map((o) => o.value)) ?? []);
  const tenant = (k: string) =>
    k === "userId"
      ? r.tenant === "user"
      : k === "enterpriseId"
        ? r.tenant === "enterprise" || r.tenant === "enterpriseSystem"
        : k === "systemId"
          ? r.tenant !== "enterprise"
          : false;
  return (r.uniqueBy ?? []).flatMap((u) => [
    ...(u.keys.length ? [] : ["uniqueBy names no keys"]),
    ...u.keys
      .filter((k) => !tenant(k) && (!r.fields[k] || r.fields[k]!.type === "lines"))
      .map((k) => `uniqueBy key "${k}" is neither a field with a column nor a tenant column of ${r.name}`),
    ...(r.fields[u.field] ? [] : [`uniqueBy answers on "${u.field}", which is not a field`]),
    ...(u.ignoring ?? [])
      .filter((s) => !states.has(s))
      .map((s) => `uniqueBy ignores "${s}", which is not a state of ${r.name}'s flow`),
  ]);
}

/** The unique index holding `rule` on `r`'s table: `tender_order_bid_offer_id_uq`. */
export const uniqueIndexName = (r: Resource, rule: UniqueRule) =>
  `${tableNameOf(r)}_${rule.keys.map(snake).join("_")}_uq`;

const literal = (v: string | number) => (typeof v === "number" ? String(v) : `'${v.replace(/'/g, "''")}'`);

/**
 * The rows a rule counts, as the index's SQL predicate: all but the deleted and those in its ignored states;
 * undefined when it counts every row.
 */
export function uniquePredicate(r: Resource, rule: UniqueRule): string | undefined {
  if (!r.flow) return undefined;
  const state = `"${snake(r.flow.field)}"`;
  const left = [...(r.flow.deletedState === undefined ? [] : [r.flow.deletedState]), ...rule.ignoring];
  return left.length ? `(${state} is null or ${state} not in (${left.map(literal).join(", ")}))` : undefined;
}
