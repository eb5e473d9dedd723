import { eq } from "drizzle-orm";
import { REALNAME } from "../account/realname-standing";
import { users } from "../db/schema";
import { invalid } from "../http/errors";
import type { ResourceHooks } from "./types";

/**
 * The account's real-name standing (`users.real_name_state`, what opening a shop and large payments ask) follows
 * the person's applications: waiting once sent, verified with the name and number the operator approved, turned
 * down otherwise. A verified identity cannot be sent again; one waiting is the declared `uniqueBy`.
 */
export const realNameHooks: ResourceHooks = {
  async beforeCreate({ tx, caller }) {
    const [u] = await tx.select({ state: users.realNameState }).from(users).where(eq(users.id, caller.userId));
    if (u?.state === REALNAME.verified) throw invalid({ realName: "已完成实名认证，不可修改" });
  },
  async afterWrite({ tx }, row) {
    await tx
      .update(users)
      .set({ realNameState: REALNAME.pending })
      .where(eq(users.id, row.userId as number));
  },
  async afterAction({ tx }, action, rows) {
    for (const row of rows) {
      const standing =
        action === "approve"
          ? { realNameState: REALNAME.verified, realName: row.realName as string, idCard: row.idCard as string }
          : { realNameState: REALNAME.rejected };
      await tx
        .update(users)
        .set(standing)
        .where(eq(users.id, row.userId as number));
    }
  },
};
