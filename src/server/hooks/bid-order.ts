import { PUBLISH_NEEDS_CERT } from "../../core/certification-gates";
import { PURCHASER, requireBusinessRole } from "./business-role";
import type { ResourceHooks } from "./types";

/** Publishing puts the notice before suppliers: only a certified purchaser may (its number is the resource's `numbered`). */
export const bidOrderHooks: ResourceHooks = {
  async beforeAction(ctx, action) {
    if (action === "publish") await requireBusinessRole(ctx, PURCHASER, "status", PUBLISH_NEEDS_CERT);
  },
};
