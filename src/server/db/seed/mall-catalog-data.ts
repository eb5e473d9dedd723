/** The demo mall catalogue: three-level categories and goods stems per 细分类目 (spec §3 Category). */
import { ANIMAL_HEALTH_STEMS } from "./mall-stems-health";
import { FARM_STEMS } from "./mall-stems-farm";
import { FEED_STEMS } from "./mall-stems-feed";
import type { FreightSeed } from "./mall-freight-seeds";

export { COLD_CHAIN, freightRuleOf, type FreightSeed } from "./mall-freight-seeds";

/** Goods category (goods.category) → image slug under /assets/goods. */
export const IMAGE_SLUG: Record<string, string> = {
  饲料: "feed",
  预混料: "premix",
  兽药: "vet",
  疫苗: "vaccine",
  种畜禽: "breeding",
  种子: "seed",
  化肥: "fertilizer",
  养殖设备: "equipment",
};

/** Level 1 (with its goods categories) → level 2 → level 3 (= goods.subCategory). */
export const CATEGORY_TREE: { name: string; backs: string[]; groups: Record<string, string[]> }[] = [
  {
    name: "饲料",
    backs: ["饲料"],
    groups: {
      猪饲料: ["仔猪料", "育肥料", "母猪料"],
      禽饲料: ["蛋鸡料", "肉鸡料"],
      反刍饲料: ["肉牛料", "奶牛料", "肉羊料"],
      水产饲料: ["水产料"],
    },
  },
  { name: "预混料", backs: ["预混料"], groups: { 复合预混料: ["猪用预混料", "禽用预混料", "反刍预混料"] } },
  {
    name: "兽药",
    backs: ["兽药"],
    groups: { 化学药品: ["抗菌消炎", "驱虫药", "营养保健"], 消毒与中兽药: ["消毒剂", "中兽药"] },
  },
  { name: "疫苗", backs: ["疫苗"], groups: { 畜禽疫苗: ["猪用疫苗", "禽用疫苗", "牛羊疫苗"] } },
  { name: "种畜禽", backs: ["种畜禽"], groups: { 种畜: ["种猪", "种牛", "种羊"], 种禽: ["种禽"] } },
  { name: "种子", backs: ["种子"], groups: { 饲草与粮食: ["饲草种子", "玉米种子"], 经济作物: ["蔬菜种子"] } },
  { name: "化肥", backs: ["化肥"], groups: { 肥料: ["有机肥", "复合肥", "水溶肥"] } },
  { name: "养殖设备", backs: ["养殖设备"], groups: { 养殖机械: ["饲喂设备", "环控设备", "饮水设备"] } },
  { name: "饲料原料", backs: ["饲料"], groups: { 能量原料: ["玉米"], 蛋白原料: ["豆粕"] } },
  { name: "农机农具", backs: ["养殖设备"], groups: { 田间机械: ["播种机"] } },
];

/** stem name, spec, unit, price (元), stock, 运费规则, shelf life */
export type Stem = [string, string, string, number, number, FreightSeed, string];

/** The stems of one 细分类目: which goods category they are, their brands, origin and delivery regions. */
export type StemGroup = { category: string; stems: Stem[]; brands: string[]; origin: string; regions?: string };

/** Every 细分类目's stems, in the category tree's order. */
export const STEMS: Record<string, StemGroup> = { ...FEED_STEMS, ...ANIMAL_HEALTH_STEMS, ...FARM_STEMS };
