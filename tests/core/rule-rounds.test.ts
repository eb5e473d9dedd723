import { describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { formFields, formSteps } from "../../src/core/define-resource";
import { fieldRules } from "../../src/core/field-rules";
import { ruleRounds, type RuleTarget } from "../helpers/rule-rounds";

/** Every form field of `r` as the walk's targets (the lines' cells aside: they follow the same plan). */
const targetsOf = (r: (typeof resources)[number]): RuleTarget[] =>
  formFields(r).map(([key, f]) => ({ key, f, siblings: r.fields, name: key, beside: {}, restore: null }));

// The browser walk breaks several fields per save; here we make sure its rounds still check every rule, once, and
// never break together what would change another check's outcome.
describe("rounds of the rules walk", () => {
  it.each(resources.map((r) => [r.name, r] as const))(
    "%s: every rule once, each field once a round, what others read alone, one step a round",
    (_n, r) => {
      const targets = targetsOf(r);
      const rounds = ruleRounds(r, targets, () => true);
      const planned = rounds
        .flat()
        .map((c) => `${c.key} ${c.rule.kind}`)
        .sort();
      expect(planned).toEqual(
        targets.flatMap((t) => fieldRules(t.siblings, t.name).map((rule) => `${t.key} ${rule.kind}`)).sort(),
      );
      const read = new Set(formFields(r).flatMap(([, f]) => (f.when ? [f.when.field] : [])));
      for (const t of targets)
        for (const rule of fieldRules(t.siblings, t.name)) if (rule.kind === "after") read.add(rule.other);
      const stepOf = new Map(formSteps(r).flatMap((s, i) => s.fields.map(([k]) => [k, i] as const)));
      for (const round of rounds) {
        expect(new Set(round.map((c) => c.key)).size, "a field broken twice in one save").toBe(round.length);
        if (round.some((c) => read.has(c.key) || c.f.type === "lines"))
          expect(round, "what another field reads is broken alone").toHaveLength(1);
        expect(new Set(round.map((c) => stepOf.get(c.key))).size, "a round spans steps").toBe(1);
      }
    },
  );
});
