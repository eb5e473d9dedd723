import type { Exec } from "../client";
import { resourceLinesTables, shops } from "../schema";
import { SHOP } from "./mall-shop-list";

const LICENCE_IMAGE: Record<string, [string, string]> = {
  兽药: ["vetLicenseImage", "vet"],
  疫苗: ["vetLicenseImage", "vet"],
  饲料: ["feedLicenseImage", "feed"],
  预混料: ["feedLicenseImage", "feed"],
  种畜禽: ["breedLicenseImage", "breed"],
};
/** Seeded shops applied some time ago, so the audit that followed (an hour later in their log) is in the past too. */
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const CONTACTS = ["王建国", "刘淑芬", "张立新", "陈志强", "赵海燕", "孙德明", "周玉兰"];

/** The audited facts of a shop application: licences its categories need, contact, address. */
export function applicationOf(key: keyof typeof SHOP, categories: string[], i: number) {
  const images = Object.fromEntries(
    categories
      .filter((c) => LICENCE_IMAGE[c])
      .map((c) => [LICENCE_IMAGE[c]![0], `/assets/certification/${LICENCE_IMAGE[c]![1]}-license.svg`]),
  );
  return {
    licenseImage: "/assets/certification/license.svg",
    licenseExpire: "2036-12-31",
    contact: CONTACTS[i % CONTACTS.length]!,
    phone: `1390536${String(1000 + i).padStart(4, "0")}`,
    servicePhone: `400-600-${String(1000 + i * 7).slice(-4)}`,
    address: `${SHOP[key].region}经济开发区创业路${18 + i}号`,
    ...images,
  };
}

/** The shop's 经营资质 lines, one per category; `ranOut` names the category whose licence has expired. */
export async function seedQualifications(tx: Exec, shopId: number, categories: string[], ranOut?: string) {
  const lines = resourceLinesTables.shop!.qualifications!;
  await tx.insert(lines).values(
    categories.map((category, position) => ({
      parentId: shopId,
      position,
      category,
      licenseNo: LICENCE_IMAGE[category]
        ? `${category === "种畜禽" ? "鲁种畜禽" : category === "兽药" || category === "疫苗" ? "兽药经营证" : "饲证"}(2024)${String(10000 + shopId * 13 + position)}`
        : null,
      expireDate: LICENCE_IMAGE[category] ? (category === ranOut ? "2025-06-30" : "2029-12-31") : null,
    })) as never,
  );
}

/** Shops that are not open: one in each audit state but 已通过, `first` the number of shops seeded before them. */
export async function seedShopsInAudit(tx: Exec, ids: Record<string, number>, first: number) {
  // a shop in every other audit state (docs/seller.md): 绿野's on the sheep portal waits for the operator, 丰收's
  // was rejected (its administrator can fix and resubmit it), 草原恒盛's is frozen and 鲁牧's closed
  const others: {
    key: keyof typeof SHOP;
    enterpriseId: number;
    systemId: number;
    name: string;
    audit: number;
    categories: string[];
    intro: string;
  }[] = [
    {
      key: "lvye",
      enterpriseId: ids.lvye!,
      systemId: 64,
      name: "绿野饲料肉羊料专营",
      audit: 0,
      categories: ["饲料", "预混料"],
      intro: "肉羊全价料、育肥料与反刍预混料，羊场直供。",
    },
    {
      key: "lumu",
      enterpriseId: ids.lumu!,
      systemId: 56,
      name: "鲁牧饲料科技直营店",
      audit: 0,
      categories: ["饲料", "预混料"],
      intro: SHOP.lumu.intro,
    },
    {
      key: "kangmu",
      enterpriseId: ids.fengshou!,
      systemId: 56,
      name: "丰收牧业农资直供店",
      audit: 2,
      categories: ["饲料", "兽药"],
      intro: "合作社自营饲料与常用兽药，服务周边养殖户。",
    },
    {
      key: "caoyuan",
      enterpriseId: ids.caoyuan!,
      systemId: 56,
      name: "草原恒盛羊业旗舰店",
      audit: 3,
      categories: ["种畜禽", "饲料"],
      intro: SHOP.caoyuan.intro,
    },
    {
      key: "lumu",
      enterpriseId: ids.lumu!,
      systemId: 62,
      name: "鲁牧饲料科技安阳店",
      audit: 4,
      categories: ["饲料", "预混料"],
      intro: SHOP.lumu.intro,
    },
  ];
  for (const [i, o] of others.entries()) {
    const region = o.enterpriseId === ids.fengshou ? "河北保定" : SHOP[o.key].region;
    const [row] = (await tx
      .insert(shops)
      .values({
        enterpriseId: o.enterpriseId,
        systemId: o.systemId,
        name: o.name,
        logo: `/assets/mall/shop-${o.enterpriseId === ids.fengshou ? "fengshou" : o.key}.svg`,
        audit: o.audit,
        shopSort: "PUBLIC",
        intro: o.intro,
        region,
        ...applicationOf(o.key, o.categories, first + i),
        address: `${region}经济开发区创业路${60 + i}号`,
        createdAt: daysAgo(3 + i),
      } as never)
      .returning()) as { id: number }[];
    // the rejected application's licence ran out, which is what the operator's reason says
    await seedQualifications(tx, row!.id, o.categories, o.audit === 2 ? "兽药" : undefined);
  }
}
