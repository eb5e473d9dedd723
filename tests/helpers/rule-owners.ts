import { formFields, formSteps, type Resource } from "../../src/core/define-resource";
import { fieldRules, type FieldRule } from "../../src/core/field-rules";
import type { RuleTarget } from "./rule-rounds";

/**
 * Where a broken value sits on a form: a field, a lines field as a whole (too few or too many lines), a cell of a
 * line the user edits, or a cell of a line that answers another row's line (a quote's price against a tender line).
 * Each is a different control with its own place for the message.
 */
export type RulePlace = "field" | "lines" | "cell" | "answer";

export function placeOf(r: Resource, t: Pick<RuleTarget, "key" | "name" | "f">): RulePlace {
  if (t.key === t.name) return t.f.type === "lines" ? "lines" : "field";
  return r.fields[t.key.split("_0_")[0]!]?.from ? "answer" : "cell";
}

const stepOf = (r: Resource, key: string) =>
  formSteps(r).findIndex((s) => s.fields.some(([k]) => k === key.split("_0_")[0]));

/**
 * What a browser proves when a form refuses a value: that this kind of control, in this place on the form, shows
 * this kind of rule's message and sends nothing. The message and whether a value breaks the rule are one code for
 * every resource, checked rule by rule against the server without a browser (tests/web/field-rules-agree.test.ts).
 */
export function ruleSignature(r: Resource, t: Pick<RuleTarget, "key" | "name" | "f">, rule: FieldRule): string {
  // the control is chosen by the type, and by a catalogue to pick from (src/web/admin/field-input.tsx)
  const control = t.f.pickFrom ? `${t.f.type}+picked` : t.f.type;
  return `${placeOf(r, t)} ${control} ${rule.kind}`;
}

/** One check of the walk: `goods price_0_amount min`. */
export const checkId = (r: Resource, t: Pick<RuleTarget, "key">, rule: FieldRule) => `${r.name} ${t.key} ${rule.kind}`;

/**
 * Every check the rules walk could make on `r`'s edit form, conditional fields (`when`) marked: a field the edit
 * form disables (`fixed`) is left out, as are the readonly cells of a line.
 */
export function ruleChecksOf(
  r: Resource,
): { t: Pick<RuleTarget, "key" | "name" | "f" | "siblings">; rule: FieldRule; conditional: boolean }[] {
  return formFields(r)
    .filter(([, f]) => !f.fixed)
    .flatMap(([key, f]) => {
      const own = { key, f, siblings: r.fields, name: key, conditional: Boolean(f.when) };
      if (f.type !== "lines") return [own];
      const cells = Object.entries(f.lines!)
        .filter(([, cf]) => !cf.readonly)
        .map(([child, cf]) => ({
          key: `${key}_0_${child}`,
          f: cf,
          siblings: f.lines!,
          name: child,
          conditional: Boolean(f.when || cf.when),
        }));
      return f.from ? cells : [own, ...cells];
    })
    .flatMap(({ conditional, ...t }) => fieldRules(t.siblings, t.name).map((rule) => ({ t, rule, conditional })));
}

/**
 * The checks the browser walk makes: of each signature, the first check in `all` (the registry's order, so every
 * shard agrees) on a field always on its form, else on one there sometimes; and one check on a later step of a form
 * in steps, which must bring that step up to show its message. `keep` leaves out what the browser cannot break.
 */
export function browserRuleChecks(
  all: readonly Resource[],
  keep: (t: Pick<RuleTarget, "key" | "name" | "f">, rule: FieldRule) => boolean,
): Set<string> {
  const seen = new Set<string>();
  const chosen = new Set<string>();
  const editable = all.filter((r) => r.endpoints.update);
  for (const conditional of [false, true])
    for (const r of editable)
      for (const c of ruleChecksOf(r)) {
        const signature = ruleSignature(r, c.t, c.rule);
        if (c.conditional !== conditional || !keep(c.t, c.rule) || seen.has(signature)) continue;
        seen.add(signature);
        chosen.add(checkId(r, c.t, c.rule));
      }
  const laterStep = editable.flatMap((r) =>
    ruleChecksOf(r)
      .filter((c) => !c.conditional && keep(c.t, c.rule) && stepOf(r, c.t.key) > 0)
      .map((c) => checkId(r, c.t, c.rule)),
  );
  if (laterStep.length && !laterStep.some((id) => chosen.has(id))) chosen.add(laterStep[0]!);
  return chosen;
}
