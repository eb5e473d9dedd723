import { resourceByName } from "../../resources";
import type { Resource } from "../../src/core/define-resource";
import type { FieldDef } from "../../src/core/fields";
import { routeTo } from "../../src/core/flows/transition";
import type { CallOptions, TestApp } from "./server-app";
import { actorFor, publishers } from "./server-actors";
import { validActionForm } from "./field-values";
import { samplePayload, sourceLines } from "./server-samples";
import { withRoom } from "./open-room";

/** Demo administrators of two enterprises: a row read through an audience is published by whichever is not the caller. */
const PUBLISHERS = ["13800000002", "13800000001"];

/**
 * A fresh row of the ref's target published by another enterprise and moved into the state the field's
 * choices name (a tender put out for quotes; a quote awarded), so each payload gets a row no earlier test
 * has answered. `owner` publishes it when given. When the target is read through an audience of the owner of
 * its own ref (a purchaser reads quotes on its tenders), the caller owns that ref's row.
 */
async function publishedRow(
  t: TestApp,
  field: FieldDef,
  opts: CallOptions,
  owner?: CallOptions,
  matching: Record<string, unknown> = {},
): Promise<number> {
  const target = resourceByName(field.ref!);
  const readsAsOwner = target.audiences?.[field.via!]?.ownerOf !== undefined;
  for (const publisher of owner ? [undefined] : PUBLISHERS) {
    const as = owner ?? { ...opts, cookie: await t.login(publisher!) };
    const more = !owner && publisher !== PUBLISHERS.at(-1);
    let targetRefs: Record<string, number>;
    try {
      targetRefs = await refIdsFor(t, target, as, readsAsOwner ? opts : undefined);
    } catch (e) {
      // the caller's own enterprise cannot answer the caller's row: the next publisher can
      if (more) continue;
      throw e;
    }
    const payload = await withRoom(t, target, { ...samplePayload(target, targetRefs), ...matching }, as);
    const made = await t.call(target.name, "create", payload, as);
    const row = made.json().data;
    // a publisher of the caller's own enterprise may be refused outright (a quote on one's own tender)
    if (!row?.id && more) continue;
    if (!row?.id) throw new Error(`could not make a ${target.name} for ${field.label}: ${made.body}`);
    // the caller's own row (same enterprise) cannot be answered: try the other publisher
    if ((await t.call(target.name, "get", { id: row.id }, opts)).statusCode === 200) continue;
    const wanted = field.choices?.where[target.flow?.field ?? ""];
    for (const action of wanted === undefined || !target.flow
      ? []
      : (routeTo(target, target.flow.initial, wanted as string) ?? [])) {
      const form = validActionForm(target.actions![action]!.form);
      const moved = await t.call(
        target.name,
        action,
        { id: row.id, ...form },
        await actorFor(t, target, action, targetRefs, as),
      );
      if (moved.statusCode !== 200) throw new Error(`${target.name}.${action} for ${field.label}: ${moved.body}`);
    }
    sourceLines.set(`${target.name}:${row.id}`, row);
    publishers.set(`${target.name}:${row.id}`, as.cookie!);
    return row.id;
  }
  throw new Error(`every publisher shares the caller's enterprise: add one to PUBLISHERS`);
}

/**
 * A row of the caller's the field may point at: the first its list shows among the field's choices (goods on sale)
 * that no other field of the payload took, as a person filling the form names two people for two roles (an
 * approval rule's employee and its approver); the first row when there is no other.
 */
async function visibleRow(
  t: TestApp,
  field: FieldDef,
  opts: CallOptions,
  name: string,
  taken: Set<unknown> = new Set(),
): Promise<Record<string, unknown>> {
  const choices = Object.fromEntries(Object.entries(field.choices?.where ?? {}).filter(([, v]) => v !== null));
  const res = await t.call(resourceByName(field.ref!).name, "list", { pageSize: 10, ...choices }, opts);
  const rows = (res.json().data?.list ?? []) as Record<string, unknown>[];
  const row = rows.find((x) => !taken.has(`${field.ref}:${x.id}`)) ?? rows[0];
  if (row) taken.add(`${field.ref}:${row.id}`);
  if (!row?.id) throw new Error(`no ${field.ref} row visible for ${name}: ${res.body}`);
  return row;
}

/**
 * Ids of real rows, visible to the caller, for each required ref field of a resource, and for every ref field of
 * its lines (a floor's goods), keyed `floors.goodsIds`. A line's pick that must match the row its lines answer
 * (`choices.sameAs`: an offer's goods of the bid's category) has that row published to match the caller's pick.
 */
export async function refIdsFor(
  t: TestApp,
  r: Resource,
  opts: CallOptions,
  owner?: CallOptions,
): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  const matching: Record<string, Record<string, unknown>> = {};
  for (const [key, field] of Object.entries(r.fields)) {
    for (const [child, f] of Object.entries(field.lines ?? {})) {
      if (f.type !== "ref" && f.type !== "refs") continue;
      const picked = await visibleRow(t, f, opts, `${r.name}.${key}.${child}`);
      out[`${key}.${child}`] = picked.id as number;
      const source = field.from?.ref;
      for (const [own, theirs] of Object.entries(f.choices?.sameAs ?? {}))
        if (source) (matching[source] ??= {})[theirs] = picked[own];
    }
  }
  const taken = new Set<unknown>();
  for (const [key, field] of Object.entries(r.fields)) {
    if ((field.type !== "ref" && field.type !== "refs") || !field.required) continue;
    out[key] =
      field.via !== undefined
        ? await publishedRow(t, field, opts, owner, matching[key])
        : ((await visibleRow(t, field, opts, `${r.name}.${key}`, taken)).id as number);
  }
  return out;
}
