/** The demo mall's sellers and their shops: what each sells, on which portals, in which colours. */
/** Seller enterprises of the demo mall beyond the accounts seed, by key. */
export const SELLERS: Record<string, { name: string; creditCode: string }> = {
  wotu: { name: "沃土农资有限公司", creditCode: "91371500MA3WT00419" },
  zhongyuan: { name: "中原种畜禽有限公司", creditCode: "91411700MA4ZY00520" },
  mufeng: { name: "牧丰养殖装备有限公司", creditCode: "91370200MA3MF0063E" },
  lumu: { name: "鲁牧饲料科技有限公司", creditCode: "91370100MA3LM00749" },
  caoyuan: { name: "草原恒盛羊业有限公司", creditCode: "91150800MA0CY0085A" },
};

export type ShopSeed = {
  key: string;
  systemId: number;
  name: string;
  intro: string;
  region: string;
  audit?: number;
  subs: string[];
};

const FEED_PIG_POULTRY = ["仔猪料", "育肥料", "母猪料", "蛋鸡料", "肉鸡料", "猪用预混料", "禽用预混料"];
const VET = ["抗菌消炎", "驱虫药", "消毒剂", "中兽药", "猪用疫苗", "禽用疫苗", "牛羊疫苗"];
const AGRI = ["饲草种子", "玉米种子", "蔬菜种子", "有机肥", "复合肥", "水溶肥"];
const BREED = ["种猪", "种牛", "种羊", "种禽"];
const EQUIP = ["饲喂设备", "环控设备", "饮水设备"];

export const SHOP = {
  lvye: {
    name: "绿野饲料官方旗舰店",
    intro: "二十年专注猪禽反刍饲料研发生产，年产能60万吨，厂家直供。",
    region: "山东省潍坊市",
    subs: [...FEED_PIG_POULTRY, "肉牛料", "奶牛料"],
  },
  kangmu: {
    name: "康牧兽药专营店",
    intro: "GMP认证兽药、疫苗生产企业，全程冷链配送，执业兽医在线指导。",
    region: "河南省郑州市",
    subs: VET,
  },
  wotu: {
    name: "沃土农资直营店",
    intro: "种子、化肥、有机肥一站式采购，测土配方服务覆盖华北。",
    region: "山东省聊城市",
    subs: AGRI,
  },
  zhongyuan: {
    name: "中原种畜禽",
    intro: "国家级核心育种场，种猪、种牛、种羊与商品代鸡苗，检疫证明齐全。",
    region: "河南省驻马店市",
    subs: BREED,
  },
  mufeng: {
    name: "牧丰养殖装备",
    intro: "自动料线、环控、饮水设备源头工厂，免费设计与上门安装。",
    region: "山东省青岛市",
    subs: EQUIP,
  },
  lumu: {
    name: "鲁牧饲料科技",
    intro: "猪禽水产饲料与预混料，配方师团队驻场服务。",
    region: "山东省济南市",
    subs: [...FEED_PIG_POULTRY, "肉羊料", "水产料"],
  },
  caoyuan: {
    name: "草原恒盛羊业",
    intro: "肉羊全产业链：种羊繁育、反刍饲料与舔砖，草原直发。",
    region: "内蒙古自治区巴彦淖尔市",
    subs: ["肉牛料", "奶牛料", "肉羊料", "反刍预混料", "种牛", "种羊"],
  },
};

/** Which shops each portal carries (≥ 3 per portal). */
export const PORTAL_SHOPS: Record<number, (keyof typeof SHOP)[]> = {
  56: ["lvye", "kangmu", "wotu", "zhongyuan", "mufeng"],
  62: ["lvye", "wotu", "mufeng", "zhongyuan"],
  63: ["kangmu", "lumu", "wotu", "zhongyuan"],
  64: ["caoyuan", "lumu", "mufeng", "kangmu"],
  // TJ trades feed grain, feed and veterinary drugs; HS is where a livestock group buys for its farms (docs/portals.md)
  65: ["lumu", "kangmu", "lvye"],
  66: ["zhongyuan", "caoyuan", "kangmu", "mufeng"],
};

/** A shop that sells more on one portal than its usual range: 鲁牧 trades corn and soybean meal on TJ. */
export const PORTAL_SUBS: Record<number, Partial<Record<keyof typeof SHOP, string[]>>> = {
  65: { lumu: [...SHOP.lumu.subs, "玉米", "豆粕"] },
};

export const COLORS: Record<string, string> = {
  lvye: "#2e7d32",
  kangmu: "#1565c0",
  wotu: "#6d4c41",
  zhongyuan: "#ef6c00",
  mufeng: "#00838f",
  lumu: "#c62828",
  caoyuan: "#558b2f",
};

/** What each shop deals in, and so which licences it holds (src/server/hooks/shop.ts). */
export const CATEGORIES: Record<keyof typeof SHOP, string[]> = {
  // 绿野 also distributes veterinary drugs and vaccines, and sells breeding pigs from its own farm (seed/catalog.ts)
  lvye: ["饲料", "预混料", "兽药", "疫苗", "种畜禽"],
  kangmu: ["兽药", "疫苗"],
  wotu: ["种子", "化肥"],
  zhongyuan: ["种畜禽"],
  mufeng: ["养殖设备"],
  lumu: ["饲料", "预混料"],
  caoyuan: ["种畜禽", "饲料"],
};
