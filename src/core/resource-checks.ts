import { SYSTEM_FIELDS } from "./define-resource";
import { linesEntries } from "./fields";
import type { ResourceCheck } from "./resource-check";

const NAME = /^[a-z][A-Za-z0-9]*$/;

/** A resource has a camelCase name, a Chinese label and fields. */
export const identityProblems: ResourceCheck = (r, _all, say) => {
  if (!NAME.test(r.name ?? "")) say(`name "${r.name}" must be camelCase letters, like "shopClassify"`);
  if (!r.label) say(`has no label: add a Chinese label such as label: "商品"`);
  if (!Object.keys(r.fields ?? {}).length) say(`declares no fields: add at least one with f.text(...)`);
};

/** The title field names a row: a field of it, holding one value. */
export const titleProblems: ResourceCheck = (r, _all, say) => {
  const fields = Object.entries(r.fields ?? {});
  const lines = linesEntries(r.fields ?? {}).map(([k]) => k);
  if (lines.length && r.endpoints?.import)
    say(`imports flat rows but "${lines[0]}" holds lines: drop endpoints.import`);
  if (r.fields?.[r.titleField]?.type === "lines") say(`titleField "${r.titleField}" holds lines: name a text field`);
  if (r.fields && !r.fields[r.titleField])
    say(`titleField "${r.titleField}" is not a field: name one of ${fields.map(([k]) => k).join(", ")}`);
};

/** A tree hangs each row under a row of its own resource. */
export const treeProblems: ResourceCheck = (r, _all, say) => {
  if (r.tree !== undefined && (r.fields?.[r.tree]?.type !== "ref" || r.fields[r.tree]!.ref !== r.name))
    say(`tree "${r.tree}" must name a ref field to ${r.name} itself, the row's parent`);
};

/** The default order sorts by a field, or by one the engine adds. */
export const sortProblems: ResourceCheck = (r, _all, say) => {
  if (r.sort && !r.fields?.[r.sort.field] && !(SYSTEM_FIELDS as readonly string[]).includes(r.sort.field)) {
    say(`sort.field "${r.sort.field}" is not a field`);
  }
};

/** Rows belonging to another row are listed on its detail screen. */
export const partOfProblems: ResourceCheck = (r, all, say) => {
  if (!r.partOf) return;
  const field = r.fields?.[r.partOf.field];
  const owner = all.get(field?.ref ?? "");
  if (field?.type !== "ref") say(`partOf.field "${r.partOf.field}" must name a ref field: the row this one belongs to`);
  else if (field.via)
    say(`partOf.field "${r.partOf.field}" points at rows via an audience: a row belongs to one of its tenant's own`);
  else if (!owner?.endpoints.get)
    say(`partOf ${owner?.name}, which has no detail screen to list these rows on: declare its endpoints.get`);
  if (!r.endpoints?.list) say(`partOf: the owning row's detail lists these rows: declare endpoints.list`);
};

/** One row per tenant needs a tenant of its own. */
export const singleProblems: ResourceCheck = (r, _all, say) => {
  if (r.single && r.tenant === "system")
    say(`single: one row per portal is not a tenant's own row: use tenant "enterpriseSystem"`);
};

/** A resource required first is found by the same tenant, in states it has. */
export const requiresProblems: ResourceCheck = (r, all, say) => {
  if (!r.requires) return;
  const target = all.get(r.requires.resource);
  const states = new Set(target?.fields[target.flow?.field ?? ""]?.options?.map((o) => o.value));
  if (!target) say(`requires resource "${r.requires.resource}", which does not exist`);
  else if (!target.flow) say(`requires ${target.name} in states, but ${target.name} has no flow`);
  else if (target.tenant !== r.tenant)
    say(
      `requires ${target.name}, whose tenant "${target.tenant}" is not "${r.tenant}": the caller's row must be found by the same tenant`,
    );
  else
    for (const s of r.requires.states)
      if (!states.has(s))
        say(`requires ${target.name} in state "${s}", which is not an option of "${target.flow.field}"`);
  for (const key of Object.keys(r.requires.where ?? {}))
    if (target && !target.fields[key]) say(`requires ${target.name} where "${key}", which is not a field`);
  if (!r.requires.message) say(`requires ${r.requires.resource} but says nothing when it is missing: add a message`);
};
