import type { FormInstance, FormRule } from "antd";
import { validateRules } from "rc-field-form/lib/utils/validateUtil";
import { describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { formFields, type Resource } from "../../src/core/define-resource";
import { fieldRules } from "../../src/core/field-rules";
import { parsePayload } from "../../src/server/validation/payload";
import { rulesFor } from "../../src/web/admin/field-rules";
import { breakingValue, validValue } from "../helpers/field-values";

/** A create payload the form could hold: every form field valid, refs pointing at row 1. */
function validRow(r: Resource): Record<string, unknown> {
  return Object.fromEntries(formFields(r).map(([key, f], i) => [key, f.type === "ref" ? 1 : validValue(f, i)]));
}

/** What the browser form says of `row[key]`, through the same validation antd's Form runs. */
async function formSays(r: Resource, key: string, row: Record<string, unknown>): Promise<string | undefined> {
  const form = { getFieldValue: (k: string) => row[k], getFieldsValue: (ks: string[]) => Object.fromEntries(ks.map((k) => [k, row[k]])) };
  const rules = rulesFor(r, key).map((rule: FormRule) => (typeof rule === "function" ? rule(form as unknown as FormInstance) : rule));
  try {
    await validateRules([key], row[key], rules as never, {}, true);
    return undefined;
  } catch (errors) {
    return (errors as { errors: string[] }[])[0]?.errors[0];
  }
}

/** What the server's create says of `row[key]`. */
function serverSays(r: Resource, key: string, row: Record<string, unknown>): string | undefined {
  try {
    parsePayload(r, row, "create");
    return undefined;
  } catch (e) {
    return (e as { errors?: Record<string, string> }).errors?.[key];
  }
}

const cases = resources.flatMap((r) => {
  const valid = validRow(r);
  return formFields(r).flatMap(([key, f]) => [
    { r, key, why: "a valid value", row: valid },
    { r, key, why: "a blank value", row: { ...valid, [key]: null } },
    ...fieldRules(r.fields, key).map((rule) => {
      const broken = breakingValue(rule, f, valid);
      return { r, key, why: `a value breaking ${rule.kind}`, row: { ...valid, ...broken.others, [key]: broken.value }, message: rule.message };
    }),
  ]);
});

describe("the generated form and the server judge every field alike", () => {
  it.each(cases.map((c) => [`${c.r.name}.${c.key}: ${c.why}`, c] as const))("%s", async (_name, c) => {
    const [client, server] = [await formSays(c.r, c.key, c.row), serverSays(c.r, c.key, c.row)];
    expect(client).toBe(server);
    if ("message" in c) expect(client).toBe(c.message);
  });

  it("covers a breaking value for every rule kind the fields declare", () => {
    const kinds = new Set(resources.flatMap((r) => formFields(r).flatMap(([key]) => fieldRules(r.fields, key).map((x) => x.kind))));
    expect([...kinds].sort()).toEqual(["after", "max", "maxLength", "min", "pattern", "places", "required"]);
  });
});
