import type { Resource } from "./define-resource";
import { noticeProblems } from "./notify-checks";
import type { ResourceCheck, Say } from "./resource-check";
import { timedProblems } from "./timed-checks";

/** Says when a state named `where` is not an option of the flow's field. */
export function stateCheck(r: Resource, say: Say) {
  const states = new Set(r.fields?.[r.flow?.field ?? ""]?.options?.map((o) => o.value));
  return (s: string | number, where: string) => {
    if (!states.has(s)) say(`${where} state "${s}" is not an option of "${r.flow!.field}"`);
  };
}

/** A flow moves an enum field between its options; edits and time move rows to states it has. */
export const flowProblems: ResourceCheck = (r, all, say) => {
  if (!r.flow) return;
  const field = r.fields?.[r.flow.field];
  if (field?.type !== "enum") say(`flow.field "${r.flow.field}" must be an enum field`);
  const check = stateCheck(r, say);
  check(r.flow.initial, "flow.initial");
  if (r.flow.edited !== undefined) {
    check(r.flow.edited, "flow.edited");
    if (!r.endpoints?.update) say(`flow.edited moves an edited row, but ${r.name} has no update endpoint`);
  }
  if (r.flow.editableUntil !== undefined) {
    const key = r.flow.editableUntil;
    if (r.fields?.[key]?.type !== "datetime") say(`flow.editableUntil "${key}" must be a datetime field`);
    else if (!r.fields[key]!.future)
      say(`flow.editableUntil "${key}" must be future: a row made with that time passed could never be edited`);
  }
  timedProblems(r, all, check, say);
  for (const p of noticeProblems(r, all)) say(p);
};
