import { and, eq } from "drizzle-orm";
import { ApiError, forbidden } from "../http/errors";
import { audienceWhere, col, type OpContext } from "./context";

/** What a visitor is told of a row its audience would show but for the invitation: who may read it, never what it says. */
export const INVITED_LOGIN = "该公告仅向受邀供应商公开，请登录受邀企业的账号后查看";
export const NOT_INVITED = "该公告仅向受邀供应商公开，您的企业未受邀请，无权查看";

/**
 * Why an audience reader is refused row `id` when only its invitation list keeps them out (a tender inviting
 * chosen suppliers, opened from its shared QR code): a visitor is asked to log in (401), since the invited read
 * it once logged in; a logged-in reader outside the list is told it is not theirs (403). Nothing of the row is
 * sent either way. Undefined when the row would stay out anyway (missing, another portal, not published): a 404
 * as for any row.
 */
export async function uninvitedRefusal(ctx: OpContext, id: number): Promise<ApiError | undefined> {
  const { audience, resource, table, tx, caller } = ctx;
  if (audience?.inviteOnly === undefined) return undefined;
  const invitingAnyone = { ...audience, inviteOnly: undefined };
  const [row] = await tx
    .select({ id: col(table, "id") })
    .from(table)
    .where(and(audienceWhere(resource, table, invitingAnyone, caller, ctx.registry), eq(col(table, "id"), id)))
    .limit(1);
  if (!row) return undefined;
  return caller.userId ? forbidden(NOT_INVITED) : new ApiError(401, INVITED_LOGIN);
}
