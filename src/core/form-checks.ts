import { formFields } from "./define-resource";
import type { ResourceCheck } from "./resource-check";

/** A copy is read from one row and saved as a new one. */
export const copyProblems: ResourceCheck = (r, _all, say) => {
  if (r.copy && (!r.endpoints.create || !r.endpoints.get))
    say(`copy: a copy is read with endpoints.get and saved with endpoints.create: declare both`);
  if (r.copy && r.single) say(`copy: a single row per tenant cannot be copied into a second one`);
};

/** 保存并上架 runs a plain action of the row's own, right after a save, from the state a new (or edited) row is in. */
export const saveAndProblems: ResourceCheck = (r, _all, say) => {
  const saveAnd = r.saveAnd;
  if (!saveAnd) return;
  const action = r.actions?.[saveAnd.action];
  if (!saveAnd.label) say(`saveAnd has no label: name the second submit button, such as label: "保存并上架"`);
  if (!r.endpoints?.create && !r.endpoints?.update)
    say(`saveAnd: ${r.name} has no form to save from: declare endpoints.create or endpoints.update`);
  if (!action)
    return say(
      `saveAnd runs action "${saveAnd.action}", which is not an action of ${r.name}: name one of ${Object.keys(r.actions ?? {}).join(", ") || "(none declared)"}`,
    );
  const blocked = saveAnd.notOnCreate;
  if (blocked && !r.fields?.[blocked.field]) say(`saveAnd.notOnCreate.field "${blocked.field}" is not a field`);
  if (blocked && !blocked.hint) say(`saveAnd.notOnCreate says nothing: add a hint telling the user what to do first`);
  if (action.form)
    say(
      `saveAnd runs action "${saveAnd.action}", which asks for a form: only an action that needs nothing more can follow a save`,
    );
  if (action.by !== undefined)
    say(`saveAnd runs action "${saveAnd.action}", which audience "${action.by}" runs: the saving owner must run it`);
  if (action.endpoint?.batch)
    say(
      `saveAnd runs action "${saveAnd.action}" on one saved row, but its endpoint is a batch: pick a single-row action`,
    );
  if (r.flow && r.endpoints?.create && !action.from.includes(r.flow.initial))
    say(
      `saveAnd runs action "${saveAnd.action}" on a new row, which starts in "${r.flow.initial}", not one of its from states`,
    );
};

/** Steps split the form, so each form field sits in exactly one of them and each step has something to fill. */
export const stepProblems: ResourceCheck = (r, _all, say) => {
  const steps = r.steps;
  if (!steps) return;
  if (steps.length < 2)
    say(`steps: a form of one step needs no steps: drop steps, or split the fields into two or more`);
  const form = new Set(formFields(r).map(([k]) => k));
  const seen = new Map<string, string>();
  for (const step of steps) {
    if (!step.title) say(`steps: a step has no title: name it, such as title: "规格与价格"`);
    if (!step.fields.length) say(`steps: step "${step.title}" holds no fields`);
    for (const key of step.fields) {
      if (!form.has(key)) say(`steps: step "${step.title}" names "${key}", which is not a form field`);
      else if (seen.has(key)) say(`steps: "${key}" is in step "${seen.get(key)}" and again in step "${step.title}"`);
      seen.set(key, step.title);
    }
  }
  const left = [...form].filter((k) => !seen.has(k));
  if (left.length)
    say(`steps: form fields ${left.join(", ")} are in no step: add each to the step where the user fills it`);
};

/** A form starting from another resource's rows reads them through an audience that sends every field it copies. */
export const startFromProblems: ResourceCheck = (r, all, say) => {
  const from = r.startFrom;
  if (!from) return;
  const audience = all.get(from.resource)?.audiences?.[from.via];
  if (!audience)
    return say(`startFrom reads ${from.resource} via "${from.via}", which is no audience of a known resource`);
  for (const key of from.fill) {
    if (!r.fields[key] || r.fields[key]!.readonly) say(`startFrom fills "${key}", which is no form field of ${r.name}`);
    if (!audience.fields.includes(key))
      say(`startFrom fills "${key}", which audience "${from.via}" of ${from.resource} does not send`);
  }
};
