import { eq } from "drizzle-orm";
import { moneyText } from "../../core/money-text";
import { enterprises } from "../db/schema";
import { enterpriseByCode } from "../credit/bind-lines";
import { invalid } from "../http/errors";
import type { ResourceHooks } from "./types";

const refuse = (field: string, message: string) => invalid({ [field]: message }, message);

/**
 * A line names its buyer by 统一社会信用代码: the enterprise registered with it, now (here) or when it registers
 * (bindCreditLines), under its registered name. A seller does not lend to itself, and never grants less than the
 * buyer already owes on the line.
 */
export const creditLineHooks: ResourceHooks = {
  async beforeCreate(ctx, values) {
    const buyer = await enterpriseByCode(ctx.tx, String(values.buyerCode));
    if (buyer?.id === ctx.caller.enterpriseId)
      throw refuse("buyerCode", "不能给本企业授信，请填写采购商的统一社会信用代码");
    values.buyerEnterpriseId = buyer?.id ?? null;
    if (buyer) values.buyerName = buyer.name;
    values.usedAmount = 0;
    const [seller] = await ctx.tx
      .select({ name: enterprises.name })
      .from(enterprises)
      .where(eq(enterprises.id, ctx.caller.enterpriseId!));
    values.sellerName = seller?.name ?? null;
  },
  async beforeUpdate(_ctx, values, current) {
    const used = Number(current.usedAmount ?? 0);
    if (values.limitAmount !== undefined && Number(values.limitAmount) < used)
      throw refuse("limitAmount", `授信额度不能低于已用额度 ${moneyText(used)} 元`);
    // a registered buyer is named as it registered: a new name is refused rather than dropped unseen
    if (current.buyerEnterpriseId && values.buyerName !== undefined && values.buyerName !== current.buyerName)
      throw refuse("buyerName", `该采购商已在本平台注册，名称以注册名称「${String(current.buyerName)}」为准`);
  },
};
