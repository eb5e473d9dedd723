import { eq } from "drizzle-orm";
import { checkRolesGiven } from "../auth/role-escalation";
import { isAdministrator, joinAsStaff, leaveAsStaff } from "../auth/staff-membership";
import { employee } from "../db/schema";
import { invalid } from "../http/errors";
import { now } from "../clock";
import type { OpContext, Row } from "../operations/context";
import type { ResourceHooks } from "./types";

export const ADMIN_STAYS = "该员工是企业管理员，不能停用";

/** How long an invitation waits for the person's answer (7 days, as its message says). */
export const INVITATION_DAYS = 7;
const INVITED = 2;
const lapseAt = () => new Date(now().getTime() + INVITATION_DAYS * 86_400_000);

const userOf = (row: Row) => (typeof row.userId === "number" ? row.userId : null);
const rolesOf = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is number => typeof x === "number") : []);

/** The person behind an enabled employee is a member of the row's enterprise; behind any other state, not. */
async function settleMembership(ctx: OpContext, row: Row) {
  const userId = userOf(row);
  if (userId === null) return;
  const enterpriseId = row.enterpriseId as number;
  if (row.status === 1) await joinAsStaff(ctx.tx, enterpriseId, userId);
  else await leaveAsStaff(ctx.tx, enterpriseId, userId);
}

export const employeeHooks: ResourceHooks = {
  // the engine names the person by the phone (operations/person-link.ts): `userId` is set when these run
  beforeCreate: async (ctx, values) => {
    await checkRolesGiven(ctx.tx, ctx.registry, ctx.caller, rolesOf(values.roleIds), [], "roleIds");
    values.inviteExpiresAt = lapseAt();
  },
  beforeUpdate: async (ctx, values, current) => {
    if ("roleIds" in values)
      await checkRolesGiven(
        ctx.tx,
        ctx.registry,
        ctx.caller,
        rolesOf(values.roleIds),
        rolesOf(current.roleIds),
        "roleIds",
      );
    // a new phone is another person: the one before leaves, and the new one is asked, never joined unasked
    if ("phone" in values && values.phone !== current.phone) {
      const before = userOf(current);
      if (before !== null) await leaveAsStaff(ctx.tx, ctx.caller.enterpriseId, before);
      values.status = INVITED;
      values.inviteExpiresAt = lapseAt();
    }
  },
  beforeAction: async (ctx, action, rows) => {
    if (action !== "disable") return;
    for (const r of rows) {
      const userId = userOf(r);
      if (userId !== null && (await isAdministrator(ctx.tx, ctx.caller.enterpriseId, userId)))
        throw invalid({ status: ADMIN_STAYS }, ADMIN_STAYS);
    }
  },
  afterWrite: settleMembership,
  afterAction: async (ctx, action, rows) => {
    for (const r of rows) {
      // asked again: another week to answer
      if (action === "reinvite")
        await ctx.tx
          .update(employee)
          .set({ inviteExpiresAt: lapseAt() } as never)
          .where(eq(employee.id, r.id));
      await settleMembership(ctx, r);
    }
  },
};
