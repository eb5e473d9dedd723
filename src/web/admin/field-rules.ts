import type { FormRule } from "antd";
import { fieldRules, passes } from "../../core/field-rules";
import type { Resource } from "../../core/define-resource";

/**
 * antd rules for one field: the server's own rules (src/core/field-rules.ts) run as validators, so
 * the form shows the same Chinese message the server's 422 would, and refuses nothing the server takes.
 */
export function rulesFor(resource: Resource, name: string): FormRule[] {
  return fieldRules(resource.fields, name).map((rule) => {
    const bound = rule.kind === "after" ? rule.other : undefined;
    return ({ getFieldsValue }) => ({
      required: rule.kind === "required",
      validator: async (_: unknown, value: unknown) => {
        if (!passes(rule, value, bound ? getFieldsValue([bound]) : {})) throw new Error(rule.message);
      },
    });
  });
}

/** Fields whose rules read another field: re-validate them when that field changes. */
export const dependenciesOf = (resource: Resource, name: string): string[] => {
  const f = resource.fields[name]!;
  const bound = f.after ?? f.notBefore;
  return bound ? [bound] : [];
};
