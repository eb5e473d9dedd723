import { eq } from "drizzle-orm";
import type { AudienceDef, Resource } from "../../src/core/define-resource";
import { hashPassword } from "../../src/server/auth/password";
import { resourceTables, users } from "../../src/server/db/schema";
import type { CallOptions, TestApp } from "./server-app";

/** The resource's person audience (an invitation read by the person invited), if it has one. */
export const personAudienceOf = (r: Resource): [string, AudienceDef] | undefined =>
  Object.entries(r.audiences ?? {}).find(([, a]) => a.person);

let next = 0;
let hash: Promise<string> | undefined;

/** A personal account of its own (no enterprise, portal 56, password Demo@1234), so rows naming it never clash. */
export async function freshPerson(t: TestApp): Promise<string> {
  const phone = `1370${String(process.pid % 1000).padStart(3, "0")}${String(next++).padStart(4, "0")}`;
  await t.db.insert(users).values({
    login: phone,
    phone,
    name: "测试个人",
    tags: [56],
    passwordHash: await (hash ??= hashPassword("Demo@1234")),
  });
  return phone;
}

/** Values naming a fresh person on a new row of a resource with a person audience (its phone field); none otherwise. */
export async function personValues(t: TestApp, r: Resource): Promise<Record<string, string>> {
  const person = personAudienceOf(r)?.[1].person;
  return person ? { [person.phone]: await freshPerson(t) } : {};
}

/** The row and the phone of the user whose id it holds in `column`, if that user has an account. */
export async function rowUser(t: TestApp, r: Resource, id: number, column: string) {
  const table = resourceTables[r.name]!;
  const [row] = (await t.db.select().from(table).where(eq(table.id, id))) as Record<string, unknown>[];
  const [user] = await t.db
    .select({ phone: users.phone })
    .from(users)
    .where(eq(users.id, Number(row?.[column] ?? 0)));
  return { row, phone: user?.phone ?? undefined };
}

/** The person a row names, logged in on portal 56: who reads and answers it through the person audience. */
export async function personOf(t: TestApp, r: Resource, id: number): Promise<CallOptions> {
  const { phone } = await rowUser(t, r, id, personAudienceOf(r)![1].person!.column);
  // a row naming nobody with an account yet is answered by nobody: a fresh person stands for anyone
  return { cookie: await t.login(phone ?? (await freshPerson(t))), systemId: 56 };
}
