import { eq } from "drizzle-orm";
import type { Exec } from "../client";
import { addresses, coupons, enterpriseBalances, enterprises, shops, users } from "../schema";
import { CATEGORIES, COLORS, PORTAL_SHOPS, PORTAL_SUBS, SELLERS, SHOP, type ShopSeed } from "./mall-shop-list";
import { applicationOf, daysAgo, seedQualifications, seedShopsInAudit } from "./shop-applications";

export type SeededShop = ShopSeed & {
  id: number;
  enterpriseId: number;
  brand: string;
  /** The shop front's theme colour. */ color: string;
};

/** Seller enterprises, one shop per enterprise per portal, coupons, balances and the demo buyer's addresses. */
export async function seedMallShops(tx: Exec): Promise<SeededShop[]> {
  const ids: Record<string, number> = {};
  for (const e of await tx.select().from(enterprises)) {
    if (e.name === "绿野饲料有限公司") ids.lvye = e.id;
    if (e.name === "康牧兽药有限公司") ids.kangmu = e.id;
    if (e.name === "丰收牧业合作社") ids.fengshou = e.id;
  }
  for (const [key, e] of Object.entries(SELLERS)) {
    const [row] = await tx.insert(enterprises).values(e).returning();
    ids[key] = row!.id;
  }
  const out: SeededShop[] = [];
  for (const [sys, keys] of Object.entries(PORTAL_SHOPS)) {
    for (const key of keys) {
      const s = SHOP[key];
      const [row] = (await tx
        .insert(shops)
        .values({
          enterpriseId: ids[key]!,
          systemId: Number(sys),
          name: s.name,
          logo: `/assets/mall/shop-${key}.svg`,
          banner: `/assets/mall/deco/head-${key}.svg`,
          audit: 1,
          shopSort: "PUBLIC",
          intro: s.intro,
          region: s.region,
          ...applicationOf(key, CATEGORIES[key], out.length),
          createdAt: daysAgo(400 - out.length * 20),
        } as never)
        .returning()) as { id: number }[];
      await seedQualifications(tx, row!.id, CATEGORIES[key]);
      out.push({
        key,
        systemId: Number(sys),
        ...s,
        subs: PORTAL_SUBS[Number(sys)]?.[key] ?? s.subs,
        id: row!.id,
        enterpriseId: ids[key]!,
        brand: s.name,
        color: COLORS[key]!,
      });
      // 满减 coupons on every shop; the first shop of each portal also a 折扣 one, and a stopped one in its center
      const coupon = {
        shopId: row!.id,
        enterpriseId: ids[key]!,
        systemId: Number(sys),
        status: "active",
        taken: 0,
        perUser: 1,
      };
      await tx.insert(coupons).values([
        { ...coupon, title: "满2000减100", kind: "amount", amount: 100, minAmount: 2000, total: 500 },
        { ...coupon, title: "满5000减300", kind: "amount", amount: 300, minAmount: 5000, total: 200 },
        ...(keys.indexOf(key) === 0
          ? [
              {
                ...coupon,
                title: "满1000享九五折",
                kind: "rate",
                rate: 9.5,
                maxDiscount: 200,
                minAmount: 1000,
                total: 300,
                perUser: 2,
              },
              {
                ...coupon,
                title: "开业满800减50",
                kind: "amount",
                amount: 50,
                minAmount: 800,
                total: 100,
                status: "stopped",
              },
            ]
          : []),
      ] as never);
    }
  }
  await seedShopsInAudit(tx, ids, out.length);
  await tx.insert(enterpriseBalances).values([
    { enterpriseId: ids.fengshou!, balance: 500000 },
    { enterpriseId: ids.lvye!, balance: 200000 },
    { enterpriseId: ids.kangmu!, balance: 100000 },
  ]);
  const [buyer] = await tx.select().from(users).where(eq(users.phone, "13800000002"));
  if (buyer) {
    await tx.insert(addresses).values([
      {
        userId: buyer.id,
        name: "李春华",
        phone: "13800000002",
        region: "河北省保定市定州市",
        detail: "丰收牧业合作社养殖场 东门仓库",
        isDefault: true,
      },
      {
        userId: buyer.id,
        name: "马建军",
        phone: "13833219087",
        region: "山东省潍坊市寒亭区",
        detail: "开元街道民主街188号 丰收牧业二场",
        isDefault: false,
      },
    ]);
  }
  return out;
}
