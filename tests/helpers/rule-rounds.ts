import { formFields, formSteps, type Resource } from "../../src/core/define-resource";
import { fieldRules, type FieldRule } from "../../src/core/field-rules";
import { applies, type FieldDef } from "../../src/core/fields";

/** One field (or one cell of a lines field's first line, `lines_0_goodsName`) the rules walk breaks, with its value to put back. */
export interface RuleTarget {
  key: string;
  f: FieldDef;
  siblings: Record<string, FieldDef>;
  name: string;
  beside: Record<string, unknown>;
  restore: unknown;
}

export interface RuleCheck extends RuleTarget {
  rule: FieldRule;
  /** Put the field back after its round: other fields read it (a bound, a case), or it changed the lines under the cells. */
  putBack: boolean;
}

/** Names the fields of `siblings` read to decide another's rules (`after` a bound) or whether another applies (`when`). */
const readByOthers = (siblings: Record<string, FieldDef>) =>
  new Set(
    Object.keys(siblings).flatMap((name) => [
      ...fieldRules(siblings, name).flatMap((rule) => (rule.kind === "after" ? [rule.other] : [])),
      ...(siblings[name]!.when ? [siblings[name]!.when!.field] : []),
    ]),
  );

/**
 * The checks of the rules walk in rounds of one save each. A form shows every field's message at once, so a round
 * breaks several fields together and looks for each one's message; what would change another check's outcome goes
 * alone and is put back after its save: a field others read (a bound, a case that brings a field onto the form), and
 * a rule on a lines field as a whole (its rows are the cells' first line). A round stays within one step of a form
 * in steps, and breaks each field once.
 */
export function ruleRounds(
  r: Resource,
  targets: RuleTarget[],
  keep: (t: RuleTarget, rule: FieldRule) => boolean,
): RuleCheck[][] {
  const stepOf = new Map(formSteps(r).flatMap((s, i) => s.fields.map(([k]) => [k, i] as const)));
  const step = (t: RuleTarget) => stepOf.get(t.key.split("_0_")[0]!) ?? 0;
  const alone: RuleCheck[][] = [];
  const shared = new Map<string, RuleCheck[][]>();
  for (const t of targets) {
    const read = readByOthers(t.siblings).has(t.name);
    fieldRules(t.siblings, t.name)
      .filter((rule) => keep(t, rule))
      .forEach((rule, i) => {
        const wholeLines = t.f.type === "lines" && t.key === t.name;
        if (read || wholeLines) return alone.push([{ ...t, rule, putBack: true }]);
        const rounds = shared.get(String(step(t))) ?? [];
        shared.set(String(step(t)), rounds);
        (rounds[i] ??= []).push({ ...t, rule, putBack: false });
      });
  }
  return [...alone, ...[...shared.values()].flat()];
}

/**
 * What the rules walk breaks on the edit form: every form field, and every cell of the first line of a
 * lines field (its control id is `lines_0_goodsName`), each with the value to put back.
 */
export function ruleTargets(r: Resource, wire: Record<string, unknown>) {
  // a fixed field is disabled on the edit form; answering lines are as many as the lines they answer
  return formFields(r)
    .filter(([, f]) => !f.fixed && applies(f, wire))
    .flatMap(([key, f]) => {
      const own = { key, f, siblings: r.fields, name: key, beside: wire, restore: wire[key] };
      if (f.type !== "lines") return [own];
      const first = (wire[key] as Record<string, unknown>[])[0]!;
      // a cell for another case than its line's (a floor's goods when it shows a kind) is not on the form
      const cells = Object.entries(f.lines!)
        .filter(([, cf]) => !cf.readonly && applies(cf, first))
        .map(([child, cf]) => ({
          key: `${key}_0_${child}`,
          f: cf,
          siblings: f.lines!,
          name: child,
          beside: first,
          restore: first[child] ?? null,
        }));
      return f.from ? cells : [own, ...cells];
    });
}
