import { assigneeProblems } from "./assignee";
import type { AudienceDef } from "./audience";
import type { Resource } from "./define-resource";
import { partyProblems } from "./party";
import { personProblems } from "./person-checks";
import { ownerProblems } from "./user-rows";
import type { ResourceCheck, Say } from "./resource-check";

/** An audience reads flow states of a portal's rows, through its own endpoints, never more than its fields. */
export const audienceProblems: ResourceCheck = (r, all, say) => {
  for (const [name, a] of Object.entries(r.audiences ?? {})) {
    const at = `audience "${name}"`;
    if (!a.label) say(`${at} has no label: say who reads, such as label: "供应商"`);
    if (!a.endpoints?.list || !a.endpoints?.get) say(`${at} needs endpoints.list and endpoints.get`);
    if (!r.flow) say(`${at} needs a flow: its states say which rows it reads`);
    if (!a.states?.length) say(`${at} lists no states: name the flow states it may read`);
    const states = new Set(r.fields?.[r.flow?.field ?? ""]?.options?.map((o) => o.value));
    for (const s of a.states ?? [])
      if (r.flow && !states.has(s)) say(`${at} state "${s}" is not an option of "${r.flow.field}"`);
    personProblems(r, at, a, say);
    ownerProblems(r, at, a, say);
    assigneeProblems(r, at, a, say);
    partyProblems(r, at, a, say);
    // an assignee is one of the enterprise's own people, a party the one enterprise named: their rows need no portal
    if (r.tenant === "enterprise" && !a.person && !a.assignee && a.partyOf === undefined)
      say(`${at}: rows read beyond their enterprise must belong to a portal: use tenant "enterpriseSystem"`);
    for (const key of a.fields ?? []) if (!r.fields?.[key]) say(`${at} field "${key}" is not a field`);
    if (!a.fields?.includes(r.titleField)) say(`${at} must read the title field "${r.titleField}"`);
    if (a.page !== undefined && (!a.page.startsWith("/") || !a.page.includes(":id")))
      say(`${at} page "${a.page}" must be a route with :id`);
    const sort = r.sort?.field;
    if (sort && r.fields?.[sort] && !a.fields?.includes(sort))
      say(`${at} does not read "${sort}", the default sort: its order would tell what it hides; add it or sort by id`);
    if (a.ownerOf !== undefined && r.fields?.[a.ownerOf]?.type !== "ref")
      say(`${at} ownerOf "${a.ownerOf}" must name a ref field of ${r.name}`);
    if (a.platform && a.ownerOf !== undefined)
      say(`${at} is read by the platform and by the owner of "${a.ownerOf}": pick one`);
    if (a.platform && !a.platform.path.startsWith("/operation/"))
      say(`${at} platform path "${a.platform.path}" must lie in the operator console, /operation/...`);
    for (const [key, values] of Object.entries(a.where ?? {})) {
      const options = r.fields?.[key]?.options?.map((o) => o.value);
      if (!options) say(`${at} where "${key}" must name an enum field`);
      else
        for (const v of values)
          if (!options.includes(v)) say(`${at} where "${key}" value "${v}" is not one of its options`);
    }
    if (a.inviteOnly !== undefined && r.fields?.[a.inviteOnly]?.type !== "refs")
      say(`${at} inviteOnly "${a.inviteOnly}" must name a refs field of ${r.name}`);
    if (a.inviteOnly !== undefined && a.fields?.includes(a.inviteOnly))
      say(`${at} reads its inviteOnly field "${a.inviteOnly}": who else is invited is the owner's to know`);
    if (a.sealed) sealProblems(r, a.sealed, a.fields ?? [], all, (m) => say(`${at} ${m}`));
  }
};

/** Sealed fields must exist, and what opens them must be fields of the referenced row. */
function sealProblems(
  r: Resource,
  seal: NonNullable<AudienceDef["sealed"]>,
  audienceFields: string[],
  all: Map<string, Resource>,
  say: Say,
) {
  for (const path of seal.fields ?? []) {
    const [key, child] = path.split(".");
    const field = r.fields?.[key!];
    if (!field || (child !== undefined && !field.lines?.[child]))
      say(`seals "${path}", which is not a field (or a line field as "lines.unitPrice")`);
  }
  const target = all.get(r.fields?.[seal.ref]?.ref ?? "");
  if (!target) return say(`seals until "${seal.ref}" opens them, which is not a ref field`);
  if (!audienceFields.includes(seal.ref))
    say(`seals until "${seal.ref}" opens them but does not read it: add it to fields, or the seal never opens`);
  if (seal.passed !== undefined && target.fields[seal.passed]?.type !== "datetime")
    say(`seals until ${target.name}.${seal.passed} has passed, which is not a datetime field`);
  for (const key of Object.keys(seal.open ?? {}))
    if (!target.fields[key]) say(`seals until ${target.name}.${key} opens them, which is not a field`);
  if (seal.passed === undefined && !Object.keys(seal.open ?? {}).length)
    say(`seals with nothing that opens them: give passed or open`);
}
