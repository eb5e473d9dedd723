import { and, eq, isNull } from "drizzle-orm";
import type { Registry } from "../../core/registry";
import type { Resource } from "../../core/define-resource";
import type { Exec } from "../db/client";
import { users } from "../db/schema";
import type { Values } from "../validation/payload";
import { col, tableOf } from "./context";

const personOf = (r: Resource) => Object.values(r.audiences ?? {}).find((a) => a.person)?.person;

/**
 * A row of a person audience names its person by phone (an invitation): the column the audience reads is the
 * account holding that phone, or nobody yet. Set whenever the phone is written, so a new phone is a new person.
 */
export async function linkPerson(tx: Exec, r: Resource, values: Values): Promise<void> {
  const person = personOf(r);
  if (!person || typeof values[person.phone] !== "string") return;
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, values[person.phone] as string));
  values[person.column] = user?.id ?? null;
}

/** A phone that registers becomes the person of every row that named it before (the invitation waits for it). */
export async function linkNewAccount(tx: Exec, registry: Registry, userId: number, phone: string): Promise<void> {
  for (const r of registry.resources) {
    const person = personOf(r);
    if (!person) continue;
    const table = tableOf(r);
    await tx
      .update(table)
      .set({ [person.column]: userId } as never)
      .where(and(eq(col(table, person.phone), phone), isNull(col(table, person.column))));
  }
}
