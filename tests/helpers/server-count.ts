import { count } from "drizzle-orm";
import { resourceTables } from "../../src/server/db/schema";
import type { TestApp } from "./server-app";

/** Rows of a resource's table across every tenant: proves whether anything was written. */
export async function rowCount(t: TestApp, resource: string): Promise<number> {
  const [{ n }] = await t.db.select({ n: count() }).from(resourceTables[resource]!);
  return Number(n);
}
