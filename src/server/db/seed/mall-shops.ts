import { eq } from "drizzle-orm";
import type { Exec } from "../client";
import { addresses, coupons, enterpriseBalances, enterprises, resourceLinesTables, shops, users } from "../schema";

/** Seller enterprises of the demo mall beyond the accounts seed, by key. */
const SELLERS: Record<string, { name: string; creditCode: string }> = {
  wotu: { name: "沃土农资有限公司", creditCode: "91371500MA3WT00419" },
  zhongyuan: { name: "中原种畜禽有限公司", creditCode: "91411700MA4ZY00520" },
  mufeng: { name: "牧丰养殖装备有限公司", creditCode: "91370200MA3MF0063E" },
  lumu: { name: "鲁牧饲料科技有限公司", creditCode: "91370100MA3LM00749" },
  caoyuan: { name: "草原恒盛羊业有限公司", creditCode: "91150800MA0CY0085A" },
};

type ShopSeed = { key: string; systemId: number; name: string; intro: string; region: string; audit?: number; subs: string[] };

const FEED_PIG_POULTRY = ["仔猪料", "育肥料", "母猪料", "蛋鸡料", "肉鸡料", "猪用预混料", "禽用预混料"];
const VET = ["抗菌消炎", "驱虫药", "消毒剂", "中兽药", "猪用疫苗", "禽用疫苗", "牛羊疫苗"];
const AGRI = ["饲草种子", "玉米种子", "蔬菜种子", "有机肥", "复合肥", "水溶肥"];
const BREED = ["种猪", "种牛", "种羊", "种禽"];
const EQUIP = ["饲喂设备", "环控设备", "饮水设备"];

const SHOP = {
  lvye: { name: "绿野饲料官方旗舰店", intro: "二十年专注猪禽反刍饲料研发生产，年产能60万吨，厂家直供。", region: "山东省潍坊市", subs: [...FEED_PIG_POULTRY, "肉牛料", "奶牛料"] },
  kangmu: { name: "康牧兽药专营店", intro: "GMP认证兽药、疫苗生产企业，全程冷链配送，执业兽医在线指导。", region: "河南省郑州市", subs: VET },
  wotu: { name: "沃土农资直营店", intro: "种子、化肥、有机肥一站式采购，测土配方服务覆盖华北。", region: "山东省聊城市", subs: AGRI },
  zhongyuan: { name: "中原种畜禽", intro: "国家级核心育种场，种猪、种牛、种羊与商品代鸡苗，检疫证明齐全。", region: "河南省驻马店市", subs: BREED },
  mufeng: { name: "牧丰养殖装备", intro: "自动料线、环控、饮水设备源头工厂，免费设计与上门安装。", region: "山东省青岛市", subs: EQUIP },
  lumu: { name: "鲁牧饲料科技", intro: "猪禽水产饲料与预混料，配方师团队驻场服务。", region: "山东省济南市", subs: [...FEED_PIG_POULTRY, "肉羊料", "水产料"] },
  caoyuan: { name: "草原恒盛羊业", intro: "肉羊全产业链：种羊繁育、反刍饲料与舔砖，草原直发。", region: "内蒙古自治区巴彦淖尔市", subs: ["肉牛料", "奶牛料", "肉羊料", "反刍预混料", "种牛", "种羊"] },
};

/** Which shops each portal carries (≥ 3 per portal). */
const PORTAL_SHOPS: Record<number, (keyof typeof SHOP)[]> = {
  56: ["lvye", "kangmu", "wotu", "zhongyuan", "mufeng"],
  62: ["lvye", "wotu", "mufeng", "zhongyuan"],
  63: ["kangmu", "lumu", "wotu", "zhongyuan"],
  64: ["caoyuan", "lumu", "mufeng", "kangmu"],
};

const COLORS: Record<string, string> = { lvye: "#2e7d32", kangmu: "#1565c0", wotu: "#6d4c41", zhongyuan: "#ef6c00", mufeng: "#00838f", lumu: "#c62828", caoyuan: "#558b2f" };

/** What each shop deals in, and so which licences it holds (src/server/hooks/shop.ts). */
const CATEGORIES: Record<keyof typeof SHOP, string[]> = {
  // 绿野 also distributes veterinary drugs and vaccines, and sells breeding pigs from its own farm (seed/catalog.ts)
  lvye: ["饲料", "预混料", "兽药", "疫苗", "种畜禽"],
  kangmu: ["兽药", "疫苗"],
  wotu: ["种子", "化肥"],
  zhongyuan: ["种畜禽"],
  mufeng: ["养殖设备"],
  lumu: ["饲料", "预混料"],
  caoyuan: ["种畜禽", "饲料"],
};
const LICENCE_IMAGE: Record<string, [string, string]> = {
  兽药: ["vetLicenseImage", "vet"],
  疫苗: ["vetLicenseImage", "vet"],
  饲料: ["feedLicenseImage", "feed"],
  预混料: ["feedLicenseImage", "feed"],
  种畜禽: ["breedLicenseImage", "breed"],
};
/** Seeded shops applied some time ago, so the audit that followed (an hour later in their log) is in the past too. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const CONTACTS = ["王建国", "刘淑芬", "张立新", "陈志强", "赵海燕", "孙德明", "周玉兰"];

/** The audited facts of a shop application: licences its categories need, contact, address. */
function applicationOf(key: keyof typeof SHOP, categories: string[], i: number) {
  const images = Object.fromEntries(categories.filter((c) => LICENCE_IMAGE[c]).map((c) => [LICENCE_IMAGE[c]![0], `/assets/certification/${LICENCE_IMAGE[c]![1]}-license.svg`]));
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

async function seedQualifications(tx: Exec, shopId: number, categories: string[], ranOut?: string) {
  const lines = resourceLinesTables.shop!.qualifications!;
  await tx.insert(lines).values(
    categories.map((category, position) => ({
      parentId: shopId,
      position,
      category,
      licenseNo: LICENCE_IMAGE[category] ? `${category === "种畜禽" ? "鲁种畜禽" : category === "兽药" || category === "疫苗" ? "兽药经营证" : "饲证"}(2024)${String(10000 + shopId * 13 + position)}` : null,
      expireDate: LICENCE_IMAGE[category] ? (category === ranOut ? "2025-06-30" : "2029-12-31") : null,
    })) as never,
  );
}

export type SeededShop = ShopSeed & { id: number; enterpriseId: number; brand: string; /** The shop front's theme colour. */ color: string };

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
        .values({ enterpriseId: ids[key]!, systemId: Number(sys), name: s.name, logo: `/assets/mall/shop-${key}.svg`, banner: `/assets/mall/deco/head-${key}.svg`, audit: 1, shopSort: "PUBLIC", intro: s.intro, region: s.region, ...applicationOf(key, CATEGORIES[key], out.length), createdAt: daysAgo(400 - out.length * 20) } as never)
        .returning()) as { id: number }[];
      await seedQualifications(tx, row!.id, CATEGORIES[key]);
      out.push({ key, systemId: Number(sys), ...s, id: row!.id, enterpriseId: ids[key]!, brand: s.name, color: COLORS[key]! });
      // 满减 coupons on every shop; the first shop of each portal also a 折扣 one, and a stopped one in its center
      const coupon = { shopId: row!.id, enterpriseId: ids[key]!, systemId: Number(sys), status: "active", taken: 0, perUser: 1 };
      await tx.insert(coupons).values([
        { ...coupon, title: "满2000减100", kind: "amount", amount: 100, minAmount: 2000, total: 500 },
        { ...coupon, title: "满5000减300", kind: "amount", amount: 300, minAmount: 5000, total: 200 },
        ...(keys.indexOf(key) === 0
          ? [
              { ...coupon, title: "满1000享九五折", kind: "rate", rate: 9.5, maxDiscount: 200, minAmount: 1000, total: 300, perUser: 2 },
              { ...coupon, title: "开业满800减50", kind: "amount", amount: 50, minAmount: 800, total: 100, status: "stopped" },
            ]
          : []),
      ] as never);
    }
  }
  // a shop in every other audit state (docs/seller.md): 绿野's on the sheep portal waits for the operator, 丰收's
  // was rejected (its administrator can fix and resubmit it), 草原恒盛's is frozen and 鲁牧's closed
  const others: { key: keyof typeof SHOP; enterpriseId: number; systemId: number; name: string; audit: number; categories: string[]; intro: string }[] = [
    { key: "lvye", enterpriseId: ids.lvye!, systemId: 64, name: "绿野饲料肉羊料专营", audit: 0, categories: ["饲料", "预混料"], intro: "肉羊全价料、育肥料与反刍预混料，羊场直供。" },
    { key: "lumu", enterpriseId: ids.lumu!, systemId: 56, name: "鲁牧饲料科技直营店", audit: 0, categories: ["饲料", "预混料"], intro: SHOP.lumu.intro },
    { key: "kangmu", enterpriseId: ids.fengshou!, systemId: 56, name: "丰收牧业农资直供店", audit: 2, categories: ["饲料", "兽药"], intro: "合作社自营饲料与常用兽药，服务周边养殖户。" },
    { key: "caoyuan", enterpriseId: ids.caoyuan!, systemId: 56, name: "草原恒盛羊业旗舰店", audit: 3, categories: ["种畜禽", "饲料"], intro: SHOP.caoyuan.intro },
    { key: "lumu", enterpriseId: ids.lumu!, systemId: 62, name: "鲁牧饲料科技安阳店", audit: 4, categories: ["饲料", "预混料"], intro: SHOP.lumu.intro },
  ];
  for (const [i, o] of others.entries()) {
    const region = o.enterpriseId === ids.fengshou ? "河北保定" : SHOP[o.key].region;
    const [row] = (await tx
      .insert(shops)
      .values({ enterpriseId: o.enterpriseId, systemId: o.systemId, name: o.name, logo: `/assets/mall/shop-${o.enterpriseId === ids.fengshou ? "fengshou" : o.key}.svg`, audit: o.audit, shopSort: "PUBLIC", intro: o.intro, region, ...applicationOf(o.key, o.categories, out.length + i), address: `${region}经济开发区创业路${60 + i}号`, createdAt: daysAgo(3 + i) } as never)
      .returning()) as { id: number }[];
    // the rejected application's licence ran out, which is what the operator's reason says
    await seedQualifications(tx, row!.id, o.categories, o.audit === 2 ? "兽药" : undefined);
  }
  await tx.insert(enterpriseBalances).values([
    { enterpriseId: ids.fengshou!, balance: 500000 },
    { enterpriseId: ids.lvye!, balance: 200000 },
    { enterpriseId: ids.kangmu!, balance: 100000 },
  ]);
  const [buyer] = await tx.select().from(users).where(eq(users.phone, "13800000002"));
  if (buyer) {
    await tx.insert(addresses).values([
      { userId: buyer.id, name: "李春华", phone: "13800000002", region: "河北省保定市定州市", detail: "丰收牧业合作社养殖场 东门仓库", isDefault: true },
      { userId: buyer.id, name: "马建军", phone: "13833219087", region: "山东省潍坊市寒亭区", detail: "开元街道民主街188号 丰收牧业二场", isDefault: false },
    ]);
  }
  return out;
}
