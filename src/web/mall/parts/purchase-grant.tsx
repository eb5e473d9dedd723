import { Button, Tooltip, type ButtonProps } from "antd";
import { can } from "../../../core/permissions";
import { PURCHASE_GRANTS, purchaseRefusal, type PurchaseGrant } from "../../../core/purchase-grants";
import { usePortalState } from "../../portal/portal-state";

/**
 * Why the buyer may not do `grant` for the enterprise it acts for, or null when it may: the server's own decision
 * (src/server/mall/purchase-grant.ts), so a button is never offered that would answer 403.
 */
export function usePurchaseRefusal(grant: PurchaseGrant): string | null {
  const { user } = usePortalState();
  if (!user?.enterprise) return null;
  return can(user.grants, { button: PURCHASE_GRANTS[grant].code }) ? null : purchaseRefusal(grant);
}

/** A button for a purchase move; without the grant it stays in its place, disabled, with the reason on hover. */
export function PurchaseButton({ grant, ...props }: { grant: PurchaseGrant } & ButtonProps) {
  const refusal = usePurchaseRefusal(grant);
  if (!refusal) return <Button {...props} />;
  // a disabled button fires no hover events: the tooltip listens on its wrapper
  return (
    <Tooltip title={refusal}>
      <span className="purchase-refused" aria-label={refusal}>
        <Button {...props} disabled onClick={undefined} />
      </span>
    </Tooltip>
  );
}
