import type { InjectOptions } from "fastify";
import { apiCalls, type CallDoc } from "../../src/server/api/openapi";

/**
 * The malformed requests of the fuzz run (tests/server/fuzz.test.ts), built from the API reference: every call that
 * takes a query or a JSON body, each field given a value it cannot hold, or the whole body replaced.
 */
export const fuzzCalls = apiCalls().filter(
  (c) => c.url.startsWith("/gw/") && !c.stream && c.request?.in !== "multipart",
);

type Schema = { type?: string };

/** Names a hand-written call reads without declaring them, with the type it reads them as. */
const COMMON: Record<string, string> = {
  id: "integer",
  ids: "array",
  pageNum: "integer",
  pageSize: "integer",
  orderId: "integer",
  goodsId: "integer",
  shopId: "integer",
  keyword: "string",
  name: "string",
  phone: "string",
  login: "string",
  code: "string",
  status: "string",
  title: "string",
  reason: "string",
  content: "string",
  remark: "string",
};

/** Every field of a call, declared or commonly read, with its declared type. */
export function fieldsOf(c: CallDoc): [string, string | undefined][] {
  const declared = Object.entries((c.request?.schema.properties as Record<string, Schema> | undefined) ?? {}).map(
    ([k, s]) => [k, s.type] as [string, string | undefined],
  );
  const names = new Set(declared.map(([k]) => k));
  return [...declared, ...Object.entries(COMMON).filter(([k]) => !names.has(k))];
}

const inQuery = (c: CallDoc) => c.method === "GET" || c.request?.in === "query";
export const takesBody = (c: CallDoc) => !inQuery(c);
const urlOf = (c: CallDoc) => c.url.replace(/:([A-Za-z]+)/g, "1");

const isText = (type?: string) => type === "string";
/** What a case puts in a field it leaves alone: nothing. */
const SKIP = Symbol("skip");

/**
 * What each field is given, by the field's declared type. Each value is one the field cannot hold, so a call that
 * takes it has taken a malformed request: digits are text like any other, so the number cases leave text fields out
 * (the NUL case covers them); a list is what a list field holds, so the list case gives it a list of objects.
 */
export const FIELD_CASES = {
  nul: () => "abc\u0000def",
  bigId: (type?: string) => (isText(type) ? SKIP : "2147483648"),
  hugeNumber: (type?: string) => (isText(type) ? SKIP : "99999999999999999999999"),
  // the operators a query language would read in an object (`{ "$gt": … }`), where a number or a text goes
  object: () => ({ $gt: 0, $ne: null }),
  array: (type?: string) => (type === "array" ? [{ $gt: 0 }] : ["1", "2"]),
  // text for a number, a number for a text (and for a list or a switch, text)
  wrongType: (type?: string) => (isText(type) ? 12345 : "abc"),
} satisfies Record<string, (type?: string) => unknown>;

export type FieldCase = keyof typeof FIELD_CASES;

/** A query can hold no object: the object case goes to JSON bodies only. */
export const fieldCaseApplies = (kind: FieldCase, c: CallDoc) => kind !== "object" || takesBody(c);

/** The request giving every field of `c` the case's value. */
export function fieldRequest(kind: FieldCase, c: CallDoc, cookie: string): InjectOptions {
  const entries = fieldsOf(c)
    .map(([k, type]) => [k, FIELD_CASES[kind](type)] as const)
    .filter(([, v]) => v !== SKIP);
  if (takesBody(c))
    return { method: c.method, url: urlOf(c), payload: Object.fromEntries(entries), headers: { cookie } };
  // a list in a query is the name repeated (`ids=1&ids=2`), as a browser's form sends it
  const query = new URLSearchParams(
    entries.flatMap(([k, v]) =>
      (Array.isArray(v) ? v : [v]).map(
        (x) => [k, typeof x === "object" ? JSON.stringify(x) : String(x)] as [string, string],
      ),
    ),
  );
  return { method: c.method, url: `${urlOf(c)}?${query}`, headers: { cookie } };
}

/** Bodies that are no object at all, for the calls that take a JSON body. */
export const BODY_CASES = {
  notJson: '{"id": 1, "name": "未闭合',
  jsonArray: JSON.stringify([{ id: 1 }, { id: 2 }]),
} as const;

export type BodyCase = keyof typeof BODY_CASES;

export const bodyRequest = (kind: BodyCase, c: CallDoc, cookie: string): InjectOptions => ({
  method: c.method,
  url: urlOf(c),
  payload: BODY_CASES[kind],
  headers: { cookie, "content-type": "application/json" },
});
