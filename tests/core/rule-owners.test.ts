import { describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { formSteps } from "../../src/core/define-resource";
import { browserRuleChecks, checkId, ruleChecksOf, ruleSignature } from "../helpers/rule-owners";

const everyCheck = resources
  .filter((r) => r.endpoints.update)
  .flatMap((r) =>
    ruleChecksOf(r).map((c) => ({ r, ...c, id: checkId(r, c.t, c.rule), signature: ruleSignature(r, c.t, c.rule) })),
  );
const chosen = browserRuleChecks(resources, () => true);
const made = everyCheck.filter((c) => chosen.has(c.id));

// The browser walk refuses one value per kind of control, place and rule rather than every rule of every resource;
// here we make sure that choice leaves no kind out and makes none twice, whatever resources come and go.
describe("the rule checks the browser walk makes", () => {
  it("include every kind of control, place and rule that any edit form has", () => {
    expect(new Set(made.map((c) => c.signature))).toEqual(new Set(everyCheck.map((c) => c.signature)));
  });

  it("make each kind on one form only, choosing a field always on its form where there is one", () => {
    const kinds = made.map((c) => c.signature);
    expect(kinds.length - new Set(kinds).size, "the one check of a later step may repeat a kind").toBeLessThanOrEqual(
      1,
    );
    for (const c of made.filter((x) => x.conditional))
      expect(
        everyCheck.filter((x) => x.signature === c.signature && !x.conditional),
        `${c.id} is only there sometimes`,
      ).toEqual([]);
  });

  it("bring a later step of a form in steps up to show its message", () => {
    const laterStep = made.filter(
      (c) => formSteps(c.r).findIndex((s) => s.fields.some(([k]) => k === c.t.key.split("_0_")[0])) > 0,
    );
    if (resources.some((r) => r.endpoints.update && formSteps(r).length > 1))
      expect(laterStep.length).toBeGreaterThan(0);
    else expect(laterStep).toEqual([]);
  });
});
