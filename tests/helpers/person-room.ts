import { eq } from "drizzle-orm";
import type { Resource } from "../../src/core/define-resource";
import { users } from "../../src/server/db/schema";
import type { TestApp } from "./server-app";

let made = 0;

/**
 * A person of their own (a personal account, password Demo@1234, on every demo portal) with nothing done yet: the
 * room a person's own row needs, as a real-name application waits once per person and a verified one is never sent
 * again. Returns its cookie header.
 */
export async function freshPerson(t: TestApp): Promise<string> {
  const [model] = await t.db.select().from(users).where(eq(users.login, "admin"));
  const phone = `1770${String(process.pid % 1000).padStart(3, "0")}${String(++made).padStart(4, "0")}`;
  await t.db
    .insert(users)
    .values({ login: phone, phone, name: "测试个人", passwordHash: model!.passwordHash, tags: model!.tags });
  return t.login(phone);
}

/** A person's own rows (`tenant: "user"`) are made by a person, not by an enterprise's administrator. */
export const personOwned = (r: Pick<Resource, "tenant">) => r.tenant === "user";
