import type { FastifyRequest } from "fastify";
import { invalid } from "../http/errors";

/** Body (JSON or form) and query merged: SMS-login send takes params, the rest a JSON body. */
export function inputOf(req: FastifyRequest): Record<string, unknown> {
  const body = req.body && typeof req.body === "object" ? (req.body as Record<string, unknown>) : {};
  const query = req.query && typeof req.query === "object" ? (req.query as Record<string, unknown>) : {};
  return { ...query, ...body };
}

/** A text field's value, trimmed; anything but text (a number, a list) reads as empty, so the field's own rule refuses it. */
export const text = (v: unknown): string => (typeof v === "string" ? v.trim() : "");
/** Passwords are taken verbatim: spaces are characters too. */
export const raw = (v: unknown): string => (typeof v === "string" ? v : "");

/** Throws one 422 carrying every field problem found; the first one is also the message. */
export function failIf(errors: Record<string, string | false | undefined>): void {
  const found = Object.fromEntries(
    Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === "string"),
  );
  const first = Object.values(found)[0];
  if (first) throw invalid(found, first);
}
