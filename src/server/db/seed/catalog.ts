import type { Exec } from "../client";
import { resourceTables } from "../schema";
import { describeGoods } from "./goods-descriptions";
import { COLD_CHAIN, freightRuleOf, type FreightSeed } from "./mall-catalog-data";

const { goods, shopClassify } = resourceTables;

type Tenant = { enterpriseId: number; systemId: number };
type Status = "draft" | "on_sale" | "off_sale" | "deleted";
/** name, category, classify, brand, spec, unit, price, market price, stock, status */
type G = [string, string, string | null, string, string, string, number, number | null, number, Status];

/** These goods' 运费规则 by category, as the mall catalogue's: vaccines on the cold chain, livestock by its own truck. */
const OLD_FREIGHT: Record<string, FreightSeed> = { 疫苗: COLD_CHAIN, 种畜禽: 300, 养殖设备: 50 };

/** Two-level shelf of each seeded shop: parent → children. */
const SHELVES: Record<string, Record<string, string[]>> = {
  lvye56: { 猪饲料: ["仔猪料", "育肥料", "母猪料"], 禽饲料: ["蛋鸡料", "肉鸡料"], 预混料: [], 兽药疫苗: [] },
  lvye62: { 反刍饲料: ["肉牛料", "奶牛料"] },
  kangmu56: { 兽用药品: ["抗菌消炎", "驱虫药"], 疫苗: [] },
};

const GOODS: Record<string, G[]> = {
  lvye56: [
    ["育肥猪全价配合饲料 40kg/袋", "饲料", "育肥料", "绿野", "40kg/袋", "袋", 168, 185, 3200, "on_sale"],
    ["乳猪教槽料 20kg/袋", "饲料", "仔猪料", "绿野", "20kg/袋", "袋", 236, 260, 860, "on_sale"],
    ["保育猪配合饲料 40kg/袋", "饲料", "仔猪料", "绿野", "40kg/袋", "袋", 182, 198, 1500, "on_sale"],
    ["妊娠母猪配合饲料 40kg/袋", "饲料", "母猪料", "绿野", "40kg/袋", "袋", 156, 170, 1200, "on_sale"],
    ["哺乳母猪配合饲料 40kg/袋", "饲料", "母猪料", "绿野", "40kg/袋", "袋", 172, null, 900, "off_sale"],
    ["产蛋高峰期蛋鸡配合饲料 40kg/袋", "饲料", "蛋鸡料", "绿野", "40kg/袋", "袋", 138, 150, 2600, "on_sale"],
    ["白羽肉鸡中期料 40kg/袋", "饲料", "肉鸡料", "绿野", "40kg/袋", "袋", 145, 158, 1800, "on_sale"],
    ["肉鸭颗粒饲料 40kg/袋", "饲料", "禽饲料", "绿野", "40kg/袋", "袋", 132, null, 0, "draft"],
    ["4% 育肥猪复合预混料 20kg/袋", "预混料", "预混料", "绿野", "20kg/袋", "袋", 198, 215, 640, "on_sale"],
    ["1% 蛋鸡复合预混料 25kg/袋", "预混料", "预混料", "绿野", "25kg/袋", "袋", 265, 289, 420, "on_sale"],
    ["反刍动物维生素预混料 20kg/袋", "预混料", "预混料", "绿野", "20kg/袋", "袋", 310, null, 150, "draft"],
    ["复合维生素B 可溶性粉 500g/袋", "兽药", "兽药疫苗", "康益", "500g/袋", "袋", 45, 58, 700, "on_sale"],
    ["猪瘟活疫苗(传代细胞源) 20头份/瓶", "疫苗", "兽药疫苗", "中牧", "20头份/瓶", "瓶", 28, 32, 1000, "on_sale"],
    ["散装育肥猪料 罐车直发", "饲料", "育肥料", "绿野", "散装/吨", "吨", 3980, 4200, 300, "on_sale"],
    ["大长二元母猪 50kg左右", "种畜禽", null, "绿野种猪场", "50kg左右/头", "头", 2680, 2900, 60, "on_sale"],
    ["杜洛克种公猪 100kg", "种畜禽", null, "绿野种猪场", "100kg左右/头", "头", 5800, null, 12, "off_sale"],
    ["青贮玉米种子 京科青贮516", "种子", null, "京科", "10kg/袋", "袋", 420, 460, 300, "on_sale"],
    ["紫花苜蓿种子 中苜1号", "种子", null, "中苜", "1kg/袋", "袋", 95, null, 500, "draft"],
    ["有机肥(猪粪发酵) 40kg/袋", "化肥", null, "绿野", "40kg/袋", "袋", 38, 45, 5000, "on_sale"],
    ["自动料线 猪舍饲喂系统", "养殖设备", null, "牧原装备", "每套按栏舍定制", "套", 36800, 39800, 8, "on_sale"],
    ["不锈钢碗式饮水器", "养殖设备", null, "牧原装备", "304不锈钢", "件", 26, 32, 2000, "on_sale"],
    ["停产旧款保育料 40kg/袋", "饲料", "仔猪料", "绿野", "40kg/袋", "袋", 150, null, 0, "deleted"],
  ],
  lvye62: [
    ["肉牛育肥精料补充料 40kg/袋", "饲料", "肉牛料", "绿野", "40kg/袋", "袋", 152, 165, 1100, "on_sale"],
    ["泌乳奶牛精料补充料 40kg/袋", "饲料", "奶牛料", "绿野", "40kg/袋", "袋", 176, 190, 800, "on_sale"],
  ],
  kangmu56: [
    ["阿莫西林可溶性粉 10% 500g", "兽药", "抗菌消炎", "康牧", "500g/袋", "袋", 68, 78, 1200, "on_sale"],
    ["氟苯尼考注射液 100ml", "兽药", "抗菌消炎", "康牧", "100ml/瓶", "瓶", 22, 26, 3000, "on_sale"],
    ["伊维菌素注射液 1% 50ml", "兽药", "驱虫药", "康牧", "50ml/瓶", "瓶", 15, 18, 2400, "on_sale"],
    [
      "鸡新城疫、传染性支气管炎二联活疫苗 1000羽份",
      "疫苗",
      "疫苗",
      "康牧生物",
      "1000羽份/瓶",
      "瓶",
      36,
      42,
      900,
      "on_sale",
    ],
    ["口蹄疫O型灭活疫苗 100ml", "疫苗", "疫苗", "康牧生物", "100ml/瓶", "瓶", 120, null, 0, "draft"],
  ],
  kangmu63: [["复方磺胺嘧啶预混剂 1kg", "兽药", null, "康牧", "1kg/袋", "袋", 56, 62, 600, "on_sale"]],
};

/**
 * The 细分类目 (a leaf of the mall's category tree) of the goods here the mall catalogue's stems do not cover, by the
 * start of the name: with it each is filed at a leaf (fillCategoryAxes) and reaches every level's category page.
 */
const LEAVES: [string, string][] = [
  ["肉鸭颗粒饲料", "肉鸡料"],
  ["复合维生素B", "营养保健"],
  ["猪瘟活疫苗", "猪用疫苗"],
  ["大长二元母猪", "种猪"],
  ["杜洛克种公猪", "种猪"],
  ["青贮玉米种子", "玉米种子"],
  ["紫花苜蓿种子", "饲草种子"],
  ["有机肥(猪粪发酵)", "有机肥"],
  ["自动料线", "饲喂设备"],
  ["不锈钢碗式饮水器", "饮水设备"],
  ["停产旧款保育料", "仔猪料"],
  ["口蹄疫O型灭活疫苗", "牛羊疫苗"],
  ["复方磺胺嘧啶预混剂", "抗菌消炎"],
];
const leafOf = (name: string) => LEAVES.find(([start]) => name.startsWith(start))?.[1] ?? null;

/** Shop classifies and goods of each seeded shop; returns goods ids by shop key and name. */
export async function seedCatalog(tx: Exec, tenants: Record<string, Tenant>) {
  const goodsIds: Record<string, Record<string, number>> = {};
  for (const [shop, tenant] of Object.entries(tenants)) {
    const classifyId: Record<string, number> = {};
    let sort = 0;
    for (const [parent, children] of Object.entries(SHELVES[shop] ?? {})) {
      const [p] = await tx
        .insert(shopClassify)
        .values({ ...tenant, name: parent, sort: (sort += 10), visible: true })
        .returning();
      classifyId[parent] = p!.id;
      let childSort = 0;
      for (const child of children) {
        const [c] = await tx
          .insert(shopClassify)
          .values({ ...tenant, name: child, parentId: p!.id, sort: (childSort += 10), visible: true })
          .returning();
        classifyId[child] = c!.id;
      }
    }
    goodsIds[shop] = {};
    const rows = GOODS[shop] ?? [];
    for (const [
      i,
      [name, category, classify, brand, spec, unit, price, marketPrice, stock, status],
    ] of rows.entries()) {
      const onSaleAt = status === "draft" ? null : new Date(Date.UTC(2026, 9, 8 + i, 1, 30));
      const [g] = await tx
        .insert(goods)
        .values({
          ...tenant,
          name,
          code: `${shop.toUpperCase().slice(0, 2)}${String(1001 + i)}`,
          category,
          subCategory: leafOf(name),
          shopClassifyId: classify ? classifyId[classify] : null,
          brand,
          spec,
          unit,
          price,
          marketPrice,
          stock,
          minOrder: unit === "吨" || unit === "套" ? 1 : 10,
          ...freightRuleOf(OLD_FREIGHT[category] ?? 0),
          description: describeGoods({ name, brand, spec, category }),
          status,
          onSaleAt,
        })
        .returning();
      goodsIds[shop]![name] = g!.id;
    }
  }
  return goodsIds;
}
