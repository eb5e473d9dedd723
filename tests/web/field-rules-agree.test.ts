import type { FormInstance, FormRule } from "antd";
import { validateRules } from "rc-field-form/lib/utils/validateUtil";
import { describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { formFields, type Resource } from "../../src/core/define-resource";
import { fieldRules } from "../../src/core/field-rules";
import type { FieldDef } from "../../src/core/fields";
import { parsePayload } from "../../src/server/validation/payload";
import { listRulesFor, rulesFor } from "../../src/web/admin/field-rules";
import { breakingValue, validValue, type LineRefs } from "../helpers/field-values";

type Path = (string | number)[];
type Values = Record<string, unknown>;

/** Refs point at row 1: which rows exist is the server's check against the database, not the payload's. */
const anyRow: LineRefs = (_child, f) => (f.type === "refs" ? [1] : 1);

/** A create payload the form could hold: every form field valid, refs pointing at row 1. */
function validRow(r: Resource): Values {
  // lines answering another row's lines name the line each answers (any id: the payload check is local)
  const value = (f: FieldDef, i: number) =>
    f.from
      ? (validValue(f, i, 0, anyRow) as Values[]).map((l, n) => ({ ...l, sourceLineId: n + 1 }))
      : validValue(f, i, 0, anyRow);
  return Object.fromEntries(
    formFields(r).map(([key, f], i) => [key, f.type === "ref" ? 1 : f.type === "refs" ? [1] : value(f, i)]),
  );
}

const get = (row: unknown, path: Path): unknown =>
  path.reduce<unknown>((v, k) => (v as Record<string | number, unknown> | undefined)?.[k], row);

/** `row` with the value at `path` (and the siblings `others` beside it) replaced. */
function setAt(row: Values, path: Path, value: unknown, others: Values = {}): Values {
  const copy = structuredClone(row);
  const parent = get(copy, path.slice(0, -1)) as Values;
  Object.assign(parent, others, { [path.at(-1)!]: value });
  return copy;
}

/** What the browser form says of the value at `path`, through the same validation antd's Form runs. */
async function formSays(
  rules: (form: FormInstance) => FormRule[],
  path: Path,
  row: Values,
): Promise<string | undefined> {
  const form = { getFieldValue: (p: string | Path) => get(row, Array.isArray(p) ? p : [p]) };
  const built = rules(form as unknown as FormInstance).map((rule) =>
    typeof rule === "function" ? rule(form as unknown as FormInstance) : rule,
  );
  try {
    await validateRules(path, get(row, path), built as never, {}, true);
    return undefined;
  } catch (errors) {
    return (errors as { errors: string[] }[])[0]?.errors[0];
  }
}

/** What the server's create says of the value at `path` (a line's cell reports as `lines.0.quantity`). */
function serverSays(r: Resource, path: Path, row: Values): string | undefined {
  try {
    parsePayload(r, row, "create");
    return undefined;
  } catch (e) {
    return (e as { errors?: Record<string, string> }).errors?.[path.join(".")];
  }
}

/** One thing a user fills in: a row's field, a `lines` field as a whole, or a cell of its first line. */
interface Target {
  r: Resource;
  path: Path;
  field: FieldDef;
  /** The fields beside it, which its rules are declared among. */
  siblings: Record<string, FieldDef>;
  rules: (form: FormInstance) => FormRule[];
}

const targetsOf = (r: Resource): Target[] =>
  formFields(r).flatMap(([key, f]): Target[] =>
    f.type !== "lines"
      ? [{ r, path: [key], field: f, siblings: r.fields, rules: () => rulesFor(r, key) }]
      : [
          { r, path: [key], field: f, siblings: r.fields, rules: () => listRulesFor(r.fields, key) },
          // a readonly cell is copied by the server from the line it answers, never judged as typed
          ...Object.entries(f.lines!)
            .filter(([, c]) => !c.readonly)
            .map(([child, c]) => ({
              r,
              path: [key, 0, child],
              field: c,
              siblings: f.lines!,
              rules: () => rulesFor({ fields: f.lines! }, child, [key, 0]),
            })),
        ],
  );

const cases = resources.flatMap((r) => {
  const row = validRow(r);
  return targetsOf(r).flatMap((t) => {
    const name = t.path.at(-1) as string;
    // a field of one case only is on the form, and judged, while its case is chosen: a row's field, or a line's
    // cell (a floor's goods while the floor shows goods), with a value of its own once its case is chosen
    const when = t.field.when;
    const chosen = when ? setAt(row, [...t.path.slice(0, -1), when.field], when.in[0]) : row;
    const own =
      get(chosen, t.path) !== undefined || t.field.type === "lines"
        ? chosen
        : setAt(
            chosen,
            t.path,
            t.field.type === "ref" || t.field.type === "refs" ? anyRow(name, t.field) : validValue(t.field, 0),
          );
    const valid = when ? own : row;
    const beside = get(valid, t.path.slice(0, -1)) as Values;
    return [
      { t, why: "a valid value", row: valid },
      { t, why: "a blank value", row: setAt(valid, t.path, null) },
      ...fieldRules(t.siblings, name).map((rule) => {
        const broken = breakingValue(rule, t.field, beside, anyRow);
        return {
          t,
          why: `a value breaking ${rule.kind}`,
          row: setAt(valid, t.path, broken.value, broken.others),
          message: rule.message,
        };
      }),
    ];
  });
});

describe("the generated form and the server judge every field alike", () => {
  it.each(cases.map((c) => [`${c.t.r.name}.${c.t.path.join(".")}: ${c.why}`, c] as const))("%s", async (_name, c) => {
    const [client, server] = [await formSays(c.t.rules, c.t.path, c.row), serverSays(c.t.r, c.t.path, c.row)];
    expect(client).toBe(server);
    if ("message" in c) expect(client).toBe(c.message);
  });

  it("covers a breaking value for every rule kind the fields declare", () => {
    const kinds = new Set(
      resources.flatMap((r) =>
        targetsOf(r).flatMap((t) => fieldRules(t.siblings, t.path.at(-1) as string).map((x) => x.kind)),
      ),
    );
    expect([...kinds].sort()).toEqual([
      "after",
      "checksum",
      "future",
      "max",
      "maxCount",
      "maxLength",
      "min",
      "minLength",
      "past",
      "pattern",
      "places",
      "required",
    ]);
  });
});
