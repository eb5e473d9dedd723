import type { ActionDef } from "./action";
import type { Resource } from "./define-resource";
import type { ResourceCheck, Say } from "./resource-check";
import { stateCheck } from "./flow-checks";

/** An action moves the flow between its states, asks for single values and stamps fields that fit. */
export const actionProblems: ResourceCheck = (r, _all, say) => {
  if (!r.flow) {
    if (Object.keys(r.actions ?? {}).length) say(`declares actions but no flow: add flow: { field, initial }`);
    return;
  }
  const check = stateCheck(r, say);
  for (const [name, a] of Object.entries(r.actions ?? {})) {
    a.from.forEach((s) => check(s, `action "${name}" from`));
    for (const key of a.recheck ?? [])
      if (!r.fields?.[key]) say(`action "${name}" rechecks "${key}", which is not a field`);
    check(a.to, `action "${name}" to`);
    if (a.divert) {
      check(a.divert.to, `action "${name}" divert`);
      if (a.divert.move in (r.actions ?? {}))
        say(`action "${name}" diverts as move "${a.divert.move}", which is an action's name: its notices would go out`);
    }
    for (const [key, field] of Object.entries(a.form ?? {})) {
      if (!field?.type || !field.label)
        say(`action "${name}" form field "${key}" needs a type and a label: build it with f.text(...)`);
      else if (field.type === "lines")
        say(`action "${name}" form field "${key}" holds lines: an action's form asks for single values`);
      else if (key === r.flow.field)
        say(`action "${name}" form field "${key}" is the flow state: the action itself moves it`);
      else if (r.fields?.[key] && r.fields[key]!.type !== field.type)
        say(
          `action "${name}" form field "${key}" is a ${field.type} but the resource's "${key}" is a ${r.fields[key]!.type}`,
        );
      else if (field.type === "picks" && r.fields?.[field.picks ?? ""]?.type !== "lines")
        say(
          `action "${name}" form field "${key}" picks lines of "${field.picks}", which is not a lines field of ${r.name}`,
        );
      else if (field.type === "picks" && a.endpoint?.batch)
        say(`action "${name}" picks lines of one row in "${key}" but runs on several rows: drop batch`);
    }
    if (a.whenMessage !== undefined && !a.when)
      say(`action "${name}" has a whenMessage but no when: it would never be said`);
    notByProblems(r, name, a, say);
    for (const [key, values] of Object.entries(a.when ?? {})) {
      const field = r.fields?.[key];
      // a count works too (取消竞拍 while 出价次数 is 0): the values are whole numbers
      if (field?.type === "int") {
        for (const v of values)
          if (!Number.isInteger(v))
            say(`action "${name}" applies when "${key}" is "${v}", which is not a whole number`);
      } else if (field?.type !== "enum")
        say(`action "${name}" applies when "${key}" holds some values, but "${key}" is not an enum or int field`);
      else
        for (const v of values)
          if (!field.options!.some((o) => o.value === v))
            say(`action "${name}" applies when "${key}" is "${v}", which is not an option of it`);
    }
    for (const [key, stamp] of Object.entries(a.stamps ?? {})) {
      const type = r.fields?.[key]?.type;
      if (!type) say(`action "${name}" stamps "${key}", which is not a field`);
      else if (stamp === "now" && type !== "datetime")
        say(`action "${name}" stamps "${key}" with the time but it is a ${type}: use a datetime field`);
      else if (stamp === null && r.fields[key]!.required) say(`action "${name}" clears "${key}", which is required`);
    }
  }
};

/** An action run by an audience is run by readers of single rows: an owner, the platform or a person. */
export const actionByProblems: ResourceCheck = (r, _all, say) => {
  for (const [name, a] of Object.entries(r.actions ?? {})) {
    if (a.grant !== undefined && !(a.by !== undefined && r.audiences?.[a.by]?.owner))
      say(`action "${name}" names a purchase grant: only an owner audience's move is paid by a buyer's enterprise`);
    if (a.by === undefined) continue;
    const by = r.audiences?.[a.by];
    if (!by) say(`action "${name}" is run by audience "${a.by}", which ${r.name} does not declare`);
    else if (by.ownerOf === undefined && !by.platform && !by.person && !by.owner && !by.assignee && !by.partyOf)
      say(
        `action "${name}" is run by audience "${a.by}", which reads a whole portal: only an ownerOf, platform, person, owner, assignee or partyOf audience may act on rows`,
      );
  }
};

/**
 * `notBy` names where the row holds a user: a whole-number field or a server column (an audience's user column); the
 * server finds it in the table at start-up (src/server/registry.ts). Never a text or the state.
 */
function notByProblems(r: Resource, name: string, a: ActionDef, say: Say) {
  if (a.notByMessage !== undefined && a.notBy === undefined)
    say(`action "${name}" has a notByMessage but no notBy: it would never be said`);
  if (a.notBy === undefined) return;
  const field = r.fields?.[a.notBy];
  if (field && field.type !== "int" && field.type !== "ref")
    say(
      `action "${name}" is refused to the user in "${a.notBy}", a ${field.type} field: name a column holding a user id`,
    );
}
