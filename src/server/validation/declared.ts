import { z } from "zod";
import { isBlank, requiredMessage } from "../../core/field-rules";
import type { FieldDef } from "../../core/fields";
import { ApiError } from "../http/errors";
import { parsePayload, type Values } from "./payload";

/**
 * Hand-written endpoints (accounts, addresses, the cart, orders) check what a person typed by the rules of a
 * declared field set (src/core/*-fields.ts), as generated endpoints check a resource: the limit of a form lives
 * once, in its declaration, and the web form's rules are derived from the same one.
 */
export type FieldSet = Record<string, FieldDef>;

/** The values of a payload of declared fields, or one 422 with every field's first problem (http/errors.ts `invalid`). */
export const parseFields = <T = Values>(fields: FieldSet, body: unknown): T =>
  parsePayload({ fields }, body, "create") as T;

/** The first problem of one value by the rules of `fields[key]`, or undefined when it passes them. */
export function fieldProblem(fields: FieldSet, key: string, value: unknown): string | undefined {
  try {
    parsePayload({ fields: { [key]: fields[key]! } }, { [key]: value }, "create");
  } catch (e) {
    return issuesOf(e).find(([k]) => k === key)?.[1];
  }
}

/** A refusal's field messages; the message alone when the payload was no object. Anything else is a fault, not a 422. */
function issuesOf(e: unknown): [string, string][] {
  if (!(e instanceof ApiError)) throw e;
  return Object.entries(e.errors && Object.keys(e.errors).length ? e.errors : { _: e.message });
}

/**
 * A declared field set as a member of a zod shape that otherwise only parses ids and pages (an order submit's
 * `address`): its problems land on the shape's key, as every member's do.
 */
export const zFields = <T = Values>(fields: FieldSet) =>
  z
    .unknown()
    .transform((value, ctx): T => {
      try {
        return parseFields<T>(fields, value);
      } catch (e) {
        for (const [key, message] of issuesOf(e)) ctx.addIssue({ code: "custom", message, path: [key] });
        return z.NEVER;
      }
    })
    // not sent: the shape around it says whether it had to be (`addressId` or `address`)
    .optional();

/**
 * One declared field as a member of a zod shape (a cart line's quantity next to its ids). A field not required
 * may be left out: it is then its default, or absent.
 */
export function zField<T = unknown>(field: FieldDef): z.ZodType<T> {
  const checked = z.unknown().transform((value, ctx): T => {
    if (isBlank(value)) {
      if (field.required) ctx.addIssue({ code: "custom", message: requiredMessage(field) });
      return field.default as T;
    }
    try {
      return parsePayload({ fields: { value: field } }, { value }, "create").value as T;
    } catch (e) {
      for (const [, message] of issuesOf(e)) ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
  });
  // zod refuses a left-out key whose schema is not marked optional, whatever the transform makes of it
  if (field.required) return checked;
  return (field.default === undefined
    ? checked.optional()
    : checked.default(field.default as never)) as unknown as z.ZodType<T>;
}
