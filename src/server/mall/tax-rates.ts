import { eq } from "drizzle-orm";
import { DEFAULT_TAX_RATE } from "../../core/tax-split";
import type { Exec } from "../db/client";
import { resourceTables } from "../db/schema";

/** A goods category's VAT rate in basis points. */
export type TaxRateOf = (category: string) => number;

/**
 * The rate of each goods category on a portal as the operator set it (类目税率, resources/goods-category.ts), read
 * once per order placed: the order's lines keep it, so a rate changed later leaves the order's invoice as it was.
 * A category the operator has not set is at 9%.
 */
export async function categoryTaxRates(tx: Exec, systemId: number): Promise<TaxRateOf> {
  const t = resourceTables.goodsCategory!;
  const rows = await tx.select({ category: t.category, taxRate: t.taxRate }).from(t).where(eq(t.systemId, systemId));
  const rates = new Map(rows.map((r) => [r.category as string, r.taxRate as number]));
  return (category) => rates.get(category) ?? DEFAULT_TAX_RATE;
}
