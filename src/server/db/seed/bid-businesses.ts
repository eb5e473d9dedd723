import type { Exec } from "../client";
import { resourceTables, rowMoves } from "../schema";
import { ENTERPRISES } from "./accounts";
import type { Ent } from "./mall-bid-plans";

const ago = (days: number) => new Date(Date.now() - days * 86_400_000);

/** [enterprise, portal, status, categories, days ago]: 绿野 and 康牧 offer on YYN, 绿野 on AY too; 康牧's AY registration waits for the operator. */
const BUSINESSES: [Ent, number, string, string, number][] = [
  ["lvye", 56, "approved", "猪禽反刍配合饲料、预混料", 20],
  ["kangmu", 56, "approved", "兽药、疫苗、消毒剂", 18],
  ["lvye", 62, "approved", "奶牛、肉牛饲料", 15],
  ["kangmu", 63, "submitted", "兽药、疫苗", 1],
];
const CONTACTS: Record<Ent, [string, string]> = {
  lvye: ["王建国", "13800000001"],
  fengshou: ["李春华", "13800000002"],
  kangmu: ["赵立新", "13800000003"],
};

/** The sellers' 竞价业务 registrations, an approved one with the operator's approval in its log. */
export async function seedBidBusinesses(
  tx: Exec,
  ids: Record<Ent, number>,
  operator: { enterpriseId: number; userId: number },
) {
  const { bidBusiness } = resourceTables;
  for (const [ent, systemId, status, categories, days] of BUSINESSES) {
    const [row] = await tx
      .insert(bidBusiness)
      .values({
        enterpriseId: ids[ent],
        systemId,
        companyName: ENTERPRISES[ent].name,
        categories,
        licenseImage: "/assets/certification/license.svg",
        contact: CONTACTS[ent][0],
        phone: CONTACTS[ent][1],
        remark: `登记竞价供货，主营${categories}。`,
        status,
        createdAt: ago(days),
        updatedAt: ago(days - 1),
      } as never)
      .returning();
    if (status === "approved") {
      await tx.insert(rowMoves).values({
        resource: "bidBusiness",
        rowId: (row as { id: number }).id,
        move: "approve",
        label: "通过",
        fromState: "submitted",
        toState: "approved",
        userId: operator.userId,
        enterpriseId: operator.enterpriseId,
        createdAt: ago(days - 1),
      } as never);
    }
  }
}
