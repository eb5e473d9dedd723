/** Session-storage flag of the tendering pages that a switch of identity must reset (spec §4). */
export const TENDERING_FIRST_KEY = "tenderingFirst";

/** Platform types whose tendering-first pages read the flag on load, so the page must reload (spec §4). */
const RELOADING_PLATFORMS = ["TJ", "HS"];

export interface SwitchEffects {
  storage: Pick<Storage, "removeItem">;
  reload: () => void;
  /** Re-read the current user without a reload. */
  forget: () => void;
}

/** What follows a successful identity switch; returns whether the page reloads. */
export function afterIdentitySwitch(platType: string, fx: SwitchEffects): boolean {
  if (RELOADING_PLATFORMS.includes(platType)) {
    fx.storage.removeItem(TENDERING_FIRST_KEY);
    fx.reload();
    return true;
  }
  fx.forget();
  return false;
}
