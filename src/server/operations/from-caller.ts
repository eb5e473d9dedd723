import { eq } from "drizzle-orm";
import type { CallerValue } from "../../core/row-rules";
import { enterprises, users } from "../db/schema";
import type { Values } from "../validation/payload";
import type { OpContext } from "./context";

/** Each value `fromCaller` may name, read for the caller in the write's transaction. */
const readers: Record<CallerValue, (ctx: OpContext) => Promise<unknown>> = {
  userId: async ({ caller }) => caller.userId,
  enterpriseId: async ({ caller }) => caller.enterpriseId || null,
  enterpriseName: async ({ tx, caller }) =>
    (await tx.select({ v: enterprises.name }).from(enterprises).where(eq(enterprises.id, caller.enterpriseId)))[0]?.v ??
    null,
  userName: async ({ tx, caller }) =>
    (await tx.select({ v: users.name }).from(users).where(eq(users.id, caller.userId)))[0]?.v ?? null,
  userPhone: async ({ tx, caller }) =>
    (await tx.select({ v: users.phone }).from(users).where(eq(users.id, caller.userId)))[0]?.v ?? null,
};

/** A new row's `fromCaller` fields, from who creates it: whatever the payload said of them is overwritten. */
export async function stampCaller(ctx: OpContext, values: Values): Promise<void> {
  for (const [field, value] of Object.entries(ctx.resource.fromCaller ?? {})) values[field] = await readers[value](ctx);
}
