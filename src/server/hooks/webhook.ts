import { eq } from "drizzle-orm";
import { invalid } from "../http/errors";
import { col } from "../operations/context";
import { urlProblem } from "../webhooks/address-guard";
import { newSecret } from "../webhooks/sign";
import type { Values } from "../validation/payload";
import type { ResourceHooks } from "./types";

/** The address must be one the worker would send to: http(s), no reserved or private host (docs/webhooks.md). */
function checkUrl(values: Values) {
  if (typeof values.url !== "string") return;
  const problem = urlProblem(values.url);
  if (problem) throw invalid({ url: problem }, problem);
}

/** 推送设置: the address is checked on save; the server alone writes the signing secret, on create and on 更换密钥. */
export const webhookHooks: ResourceHooks = {
  beforeCreate: async (_ctx, values) => {
    checkUrl(values);
    values.secret = newSecret();
  },
  beforeUpdate: async (_ctx, values) => checkUrl(values),
  afterAction: async (ctx, action, rows) => {
    if (action !== "rotate") return;
    for (const row of rows) {
      const secret = newSecret();
      await ctx.tx
        .update(ctx.table)
        .set({ secret } as never)
        .where(eq(col(ctx.table, "id"), row.id));
      row.secret = secret;
    }
  },
};
