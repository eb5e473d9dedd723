import { and, eq, inArray } from "drizzle-orm";
import { enterprises } from "../db/account-tables";
import { resourceTables } from "../db/schema";
import { invalid } from "../http/errors";
import { lines } from "../mall/scheme-prices";
import type { OpContext, Row } from "../operations/context";
import type { Values } from "../validation/payload";
import type { ResourceHooks } from "./types";

const PRICE_LINE = /^([^=＝:：\s]+)\s*[=＝:：]\s*(\d+(\.\d{1,2})?)$/;

/**
 * The one-per-line fields must mean something: a misspelt buyer enterprise or a malformed or foreign
 * goods line would otherwise silently price nobody, so each is a 422 naming the line.
 */
async function check(ctx: OpContext, values: Values, current?: Row) {
  const merged = { ...current, ...values } as Record<string, unknown>;
  const errors: Record<string, string> = {};

  const buyers = lines(merged.buyerEnterprises);
  const known = buyers.length
    ? new Set(
        (
          await ctx.tx.select({ name: enterprises.name }).from(enterprises).where(inArray(enterprises.name, buyers))
        ).map((e) => e.name),
      )
    : new Set<string>();
  const unknownBuyer = buyers.find((b) => !known.has(b));
  if (unknownBuyer) errors.buyerEnterprises = `买家企业“${unknownBuyer}”不存在，请填写企业全称`;

  const priceLines = lines(merged.goodsPrices);
  const malformed = priceLines.find((l) => !PRICE_LINE.test(l));
  if (malformed) errors.goodsPrices = `“${malformed}”格式不正确，应为 商品编码=价格，如 LV1001=158`;
  else if (priceLines.length) {
    const codes = priceLines.map((l) => PRICE_LINE.exec(l)![1]!);
    const goods = resourceTables.goods!;
    const mine = await ctx.tx
      .select({ code: goods.code })
      .from(goods)
      .where(
        and(
          eq(goods.enterpriseId, ctx.caller.enterpriseId),
          eq(goods.systemId, ctx.caller.systemId),
          inArray(goods.code, codes),
        ),
      );
    const own = new Set(mine.map((g) => g.code));
    const foreign = codes.find((c) => !own.has(c));
    if (foreign) errors.goodsPrices = `商品编码“${foreign}”不是本店商品`;
  }

  if (merged.percent == null && !priceLines.length) errors.percent = "请填写折扣比例或指定商品价格";
  if (Object.keys(errors).length) throw invalid(errors);
}

export const priceSchemeHooks: ResourceHooks = {
  beforeCreate: (ctx, values) => check(ctx, values),
  beforeUpdate: (ctx, values, current) => check(ctx, values, current),
};
