import { PURCHASE_GRANTS, purchaseRefusal, type PurchaseGrant } from "../../core/purchase-grants";
import { can } from "../../core/permissions";
import { grantsOf } from "../auth/grants";
import type { Db } from "../db/client";
import { forbidden, invalid } from "../http/errors";
import type { MallCaller } from "./route";

export const OTHER_IDENTITY = "该单据属于其他身份，请切换到下单时的企业身份后操作";

/**
 * 403 unless the caller may do `grant` for the enterprise it acts for: administrators may, an employee needs the
 * code in one of its roles; a personal account acts for itself and needs none.
 */
export async function checkPurchaseGrant(db: Db, caller: MallCaller, grant: PurchaseGrant) {
  if (!caller.user || !caller.enterprise) return;
  const grants = await grantsOf(db, caller.user.id, caller.enterprise, {
    systemId: caller.systemId,
    resources: caller.registry.resources,
  });
  if (!can(grants, { button: PURCHASE_GRANTS[grant].code })) throw forbidden(purchaseRefusal(grant));
}

/**
 * A buyer's row moves the money of the identity it was made under: acting for another (a disabled employee now
 * logged in personally, an administrator of two enterprises) is refused, so a grant held elsewhere never pays.
 * A 422, not a 403: switching identity settles it, and the page stays to say so.
 */
export function actsFor(caller: MallCaller, buyerEnterpriseId: number | null | undefined) {
  if ((buyerEnterpriseId ?? null) !== (caller.enterprise?.id ?? null))
    throw invalid({ id: OTHER_IDENTITY }, OTHER_IDENTITY);
}
