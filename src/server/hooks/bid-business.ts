import { eq } from "drizzle-orm";
import { enterprises } from "../db/schema";
import type { ResourceHooks } from "./types";

/** A bid business registration carries the enterprise's registered name, never a typed one. */
export const bidBusinessHooks: ResourceHooks = {
  async beforeCreate(ctx, values) {
    const [e] = await ctx.tx.select({ name: enterprises.name }).from(enterprises).where(eq(enterprises.id, ctx.caller.enterpriseId));
    values.companyName = e?.name ?? null;
  },
};
