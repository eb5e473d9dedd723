import { and, eq } from "drizzle-orm";
import type { Exec } from "../client";
import { enterprises, resourceTables } from "../schema";

/** 绿野's 大客户价 on the pig portal: 丰收牧业合作社 (demo buyer 13800000002) buys its feed at 95折. */
export async function seedPriceSchemes(tx: Exec) {
  const [lvye] = await tx.select().from(enterprises).where(eq(enterprises.name, "绿野饲料有限公司"));
  const [fengshou] = await tx
    .select()
    .from(enterprises)
    .where(and(eq(enterprises.name, "丰收牧业合作社")));
  if (!lvye || !fengshou) return;
  await tx.insert(resourceTables.priceScheme!).values({
    enterpriseId: lvye.id,
    systemId: 56,
    name: "大客户价",
    buyerEnterprises: fengshou.name,
    category: "饲料",
    percent: 95,
    goodsPrices: "",
    startDate: "2025-01-01",
    endDate: "2030-12-31",
    enabled: true,
  });
}
