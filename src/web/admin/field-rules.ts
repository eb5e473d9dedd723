import type { FormRule } from "antd";
import type { NamePath } from "antd/es/form/interface";
import { fieldRules, passes } from "../../core/field-rules";
import type { FieldDef } from "../../core/fields";
import type { Resource } from "../../core/define-resource";

/**
 * antd rules for one field: the server's own rules (src/core/field-rules.ts) run as validators, so
 * the form shows the same Chinese message the server's 422 would, and refuses nothing the server takes.
 * `at` is where the field's siblings sit on the form: `[]` for a row's fields, `["lines", 0]` for a line's.
 */
export function rulesFor(resource: Pick<Resource, "fields">, name: string, at: (string | number)[] = []): FormRule[] {
  return fieldRules(resource.fields, name).map((rule) => {
    const bound = rule.kind === "after" ? rule.other : undefined;
    return ({ getFieldValue }) => ({
      required: rule.kind === "required",
      validator: async (_: unknown, value: unknown) => {
        const row = bound ? { [bound]: getFieldValue([...at, bound]) } : {};
        if (!passes(rule, value, row)) throw new Error(rule.message);
      },
    });
  });
}

/** Rules of a `lines` field on its Form.List, which takes validators only: line count and presence. */
export const listRulesFor = (fields: Record<string, FieldDef>, name: string) =>
  fieldRules(fields, name).map((rule) => ({
    validator: async (_: unknown, value: unknown) => {
      if (!passes(rule, value, {})) throw new Error(rule.message);
    },
  }));

/** Fields whose rules read another field: re-validate them when that field changes. */
export const dependenciesOf = (
  resource: Pick<Resource, "fields">,
  name: string,
  at: (string | number)[] = [],
): NamePath[] => {
  const f = resource.fields[name]!;
  const bound = f.after ?? f.notBefore;
  return bound ? [[...at, bound]] : [];
};
