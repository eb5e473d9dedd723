/** The demo mall catalogue: three-level categories and goods stems per 细分类目 (spec §3 Category). */
import type { FreightRule } from "../../../core/freight";

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
  { name: "饲料", backs: ["饲料"], groups: { 猪饲料: ["仔猪料", "育肥料", "母猪料"], 禽饲料: ["蛋鸡料", "肉鸡料"], 反刍饲料: ["肉牛料", "奶牛料", "肉羊料"], 水产饲料: ["水产料"] } },
  { name: "预混料", backs: ["预混料"], groups: { 复合预混料: ["猪用预混料", "禽用预混料", "反刍预混料"] } },
  { name: "兽药", backs: ["兽药"], groups: { 化学药品: ["抗菌消炎", "驱虫药", "营养保健"], 消毒与中兽药: ["消毒剂", "中兽药"] } },
  { name: "疫苗", backs: ["疫苗"], groups: { 畜禽疫苗: ["猪用疫苗", "禽用疫苗", "牛羊疫苗"] } },
  { name: "种畜禽", backs: ["种畜禽"], groups: { 种畜: ["种猪", "种牛", "种羊"], 种禽: ["种禽"] } },
  { name: "种子", backs: ["种子"], groups: { 饲草与粮食: ["饲草种子", "玉米种子"], 经济作物: ["蔬菜种子"] } },
  { name: "化肥", backs: ["化肥"], groups: { 肥料: ["有机肥", "复合肥", "水溶肥"] } },
  { name: "养殖设备", backs: ["养殖设备"], groups: { 养殖机械: ["饲喂设备", "环控设备", "饮水设备"] } },
  { name: "饲料原料", backs: ["饲料"], groups: { 能量原料: ["玉米"], 蛋白原料: ["豆粕"] } },
  { name: "农机农具", backs: ["养殖设备"], groups: { 田间机械: ["播种机"] } },
];

/** A demo goods' 运费规则: a number is 固定运费 of that amount (0 包邮); byUnit and freeFrom give the other modes. */
export type FreightSeed = number | Pick<FreightRule, "freightMode"> & Partial<FreightRule>;

/** 按件计费: the first units for one amount, each further batch of units for another (tanker loads, boxes). */
const byUnit = (firstQty: number, first: number, nextQty: number, next: number): FreightSeed => ({ freightMode: "piece", freightFirstQty: firstQty, freightFirst: first, freightNextQty: nextQty, freightNext: next });
/** 满额包邮: the amount, unless the goods' amount in the order reaches the threshold (cold-chain vaccines). */
const freeFrom = (amount: number, threshold: number): FreightSeed => ({ freightMode: "threshold", freight: amount, freightFreeFrom: threshold });

/** The goods row's rule columns of a seed, every amount its mode does not use left empty. */
export function freightRuleOf(seed: FreightSeed): FreightRule {
  const none = { freight: null, freightFirstQty: null, freightFirst: null, freightNextQty: null, freightNext: null, freightFreeFrom: null };
  if (typeof seed !== "number") return { ...none, ...seed };
  return seed > 0 ? { ...none, freightMode: "fixed", freight: seed } : { ...none, freightMode: "free" };
}

/** Vaccines go on the cold chain: ¥30 a goods, free from ¥500 of it (the portal's 冷链免运费 notice). */
export const COLD_CHAIN = freeFrom(30, 500);

/** stem name, spec, unit, price (元), stock, 运费规则, shelf life */
export type Stem = [string, string, string, number, number, FreightSeed, string];

export const STEMS: Record<string, { category: string; stems: Stem[]; brands: string[]; origin: string; regions?: string }> = {
  仔猪料: { category: "饲料", brands: ["绿野", "鲁牧"], origin: "山东潍坊", stems: [["乳猪教槽料", "20kg/袋", "袋", 236, 860, 0, "6个月"], ["保育猪配合饲料", "40kg/袋", "袋", 182, 1500, 0, "3个月"], ["仔猪浓缩饲料 20%", "40kg/袋", "袋", 215, 900, 0, "3个月"]] },
  育肥料: { category: "饲料", brands: ["绿野", "鲁牧"], origin: "山东潍坊", stems: [["育肥猪全价配合饲料", "40kg/袋", "袋", 168, 3200, freeFrom(80, 3000), "3个月"], ["中大猪浓缩料 25%", "40kg/袋", "袋", 198, 1400, 0, "3个月"], ["散装育肥猪料 罐车直发", "散装/吨", "吨", 3980, 300, byUnit(5, 600, 5, 500), "1个月"]] },
  母猪料: { category: "饲料", brands: ["绿野", "鲁牧"], origin: "山东潍坊", stems: [["妊娠母猪配合饲料", "40kg/袋", "袋", 156, 1200, 0, "3个月"], ["哺乳母猪配合饲料", "40kg/袋", "袋", 172, 900, 0, "3个月"], ["后备母猪专用料", "40kg/袋", "袋", 165, 700, 0, "3个月"]] },
  蛋鸡料: { category: "饲料", brands: ["绿野", "鲁牧"], origin: "河北石家庄", stems: [["产蛋高峰期蛋鸡配合饲料", "40kg/袋", "袋", 138, 2600, 0, "3个月"], ["育雏鸡开口料", "20kg/袋", "袋", 96, 1800, 0, "3个月"], ["蛋鸡浓缩料 30%", "40kg/袋", "袋", 176, 1100, 0, "3个月"]] },
  肉鸡料: { category: "饲料", brands: ["绿野", "鲁牧"], origin: "山东临沂", stems: [["白羽肉鸡中期料", "40kg/袋", "袋", 145, 1800, 0, "3个月"], ["肉鸡小鸡料 破碎料", "40kg/袋", "袋", 152, 1500, 0, "3个月"]] },
  肉牛料: { category: "饲料", brands: ["绿野", "草原恒盛"], origin: "内蒙古通辽", stems: [["肉牛育肥精料补充料", "40kg/袋", "袋", 152, 1100, 0, "3个月"], ["犊牛开食料", "25kg/袋", "袋", 128, 800, 0, "3个月"]] },
  奶牛料: { category: "饲料", brands: ["绿野", "草原恒盛"], origin: "内蒙古呼和浩特", stems: [["泌乳奶牛精料补充料", "40kg/袋", "袋", 176, 800, 0, "3个月"], ["干奶期奶牛精料", "40kg/袋", "袋", 158, 600, 0, "3个月"]] },
  肉羊料: { category: "饲料", brands: ["草原恒盛", "鲁牧"], origin: "内蒙古巴彦淖尔", stems: [["肉羊育肥颗粒料", "40kg/袋", "袋", 142, 1300, 0, "3个月"], ["羔羊代乳粉", "10kg/袋", "袋", 368, 400, freeFrom(15, 1000), "12个月"], ["母羊妊娠期精补料", "40kg/袋", "袋", 138, 700, 0, "3个月"]] },
  水产料: { category: "饲料", brands: ["鲁牧"], origin: "江苏盐城", stems: [["草鱼膨化配合饲料", "40kg/袋", "袋", 186, 900, 0, "6个月"], ["南美白对虾配合饲料", "20kg/袋", "袋", 245, 500, 0, "6个月"]] },
  猪用预混料: { category: "预混料", brands: ["绿野", "鲁牧"], origin: "山东潍坊", stems: [["4% 育肥猪复合预混料", "20kg/袋", "袋", 198, 640, 0, "12个月"], ["1% 母猪复合预混料", "25kg/袋", "袋", 285, 380, 0, "12个月"]] },
  禽用预混料: { category: "预混料", brands: ["绿野", "鲁牧"], origin: "河北石家庄", stems: [["1% 蛋鸡复合预混料", "25kg/袋", "袋", 265, 420, 0, "12个月"], ["5% 肉鸡复合预混料", "20kg/袋", "袋", 176, 520, 0, "12个月"]] },
  反刍预混料: { category: "预混料", brands: ["草原恒盛", "绿野"], origin: "内蒙古通辽", stems: [["反刍动物维生素预混料", "20kg/袋", "袋", 310, 350, 0, "12个月"], ["肉羊专用舔砖", "5kg/块 4块/箱", "箱", 88, 1200, 0, "24个月"]] },
  抗菌消炎: { category: "兽药", brands: ["康牧"], origin: "河南郑州", stems: [["阿莫西林可溶性粉 10%", "500g/袋", "袋", 68, 1200, 0, "24个月"], ["氟苯尼考注射液", "100ml/瓶", "瓶", 22, 3000, freeFrom(15, 300), "24个月"], ["头孢噻呋钠粉针", "1g×10支/盒", "箱", 45, 900, byUnit(1, 12, 1, 4), "24个月"], ["盐酸多西环素可溶性粉", "500g/袋", "袋", 58, 800, 0, "24个月"]] },
  驱虫药: { category: "兽药", brands: ["康牧"], origin: "河南郑州", stems: [["伊维菌素注射液 1%", "50ml/瓶", "瓶", 15, 2400, 0, "24个月"], ["阿苯达唑伊维菌素预混剂", "1kg/袋", "袋", 76, 700, 0, "24个月"], ["芬苯达唑粉 5%", "500g/袋", "袋", 39, 900, 0, "24个月"]] },
  消毒剂: { category: "兽药", brands: ["康牧"], origin: "河南郑州", stems: [["聚维酮碘溶液 5%", "1000ml/瓶", "瓶", 42, 1600, 0, "24个月"], ["戊二醛癸甲溴铵溶液", "5L/桶", "件", 128, 600, byUnit(1, 20, 1, 8), "24个月"], ["过硫酸氢钾复合物粉", "1kg/袋", "袋", 66, 1000, 0, "24个月"]] },
  中兽药: { category: "兽药", brands: ["康牧"], origin: "河南郑州", stems: [["黄芪多糖口服液", "500ml/瓶", "瓶", 36, 1500, 0, "24个月"], ["板蓝根颗粒", "1kg/袋", "袋", 48, 800, 0, "24个月"]] },
  猪用疫苗: { category: "疫苗", brands: ["康牧生物"], origin: "河南郑州", stems: [["猪瘟活疫苗(传代细胞源)", "20头份/瓶", "瓶", 28, 1000, COLD_CHAIN, "18个月"], ["猪圆环病毒2型灭活疫苗", "100ml/瓶", "瓶", 165, 600, COLD_CHAIN, "12个月"], ["猪伪狂犬病活疫苗", "10头份/瓶", "瓶", 32, 800, COLD_CHAIN, "18个月"]] },
  禽用疫苗: { category: "疫苗", brands: ["康牧生物"], origin: "河南郑州", stems: [["鸡新城疫、传染性支气管炎二联活疫苗", "1000羽份/瓶", "瓶", 36, 900, COLD_CHAIN, "18个月"], ["禽流感(H5+H7)三价灭活疫苗", "500ml/瓶", "瓶", 138, 500, COLD_CHAIN, "12个月"]] },
  牛羊疫苗: { category: "疫苗", brands: ["康牧生物"], origin: "河南郑州", stems: [["口蹄疫O型、A型二价灭活疫苗", "100ml/瓶", "瓶", 120, 700, COLD_CHAIN, "12个月"], ["羊痘活疫苗", "50头份/瓶", "瓶", 26, 900, COLD_CHAIN, "18个月"], ["羊三联四防灭活疫苗", "100ml/瓶", "瓶", 58, 800, COLD_CHAIN, "12个月"]] },
  种猪: { category: "种畜禽", brands: ["中原种猪场"], origin: "河南驻马店", regions: "河南,山东,河北,安徽,湖北", stems: [["大长二元母猪 50kg左右", "50kg左右/头", "头", 2680, 60, 300, "—"], ["杜洛克种公猪 100kg", "100kg左右/头", "头", 5800, 12, 300, "—"], ["长白纯种母猪 80kg", "80kg左右/头", "头", 3980, 30, 300, "—"]] },
  种牛: { category: "种畜禽", brands: ["中原牧业", "草原恒盛"], origin: "内蒙古通辽", regions: "内蒙古,河北,山东,河南,辽宁,吉林", stems: [["西门塔尔母牛 青年牛", "约350kg/头", "头", 16800, 20, 800, "—"], ["安格斯育肥架子牛", "约300kg/头", "头", 13500, 35, 800, "—"]] },
  种羊: { category: "种畜禽", brands: ["草原恒盛", "中原牧业"], origin: "内蒙古巴彦淖尔", regions: "内蒙古,宁夏,甘肃,河北,山西,陕西", stems: [["湖羊种母羊 6月龄", "约35kg/只", "只", 1680, 200, 200, "—"], ["杜泊种公羊 周岁", "约70kg/只", "只", 4800, 40, 200, "—"], ["小尾寒羊母羊", "约40kg/只", "只", 1450, 150, 200, "—"]] },
  // day-old chicks travel a few hours at most: a few cities near the hatchery, not whole provinces
  种禽: { category: "种畜禽", brands: ["中原种禽"], origin: "山东临沂", regions: "山东省临沂市,山东省日照市,江苏省徐州市,河南省郑州市", stems: [["海兰褐商品代蛋鸡苗", "100只/箱", "箱", 360, 500, byUnit(10, 150, 10, 100), "—"], ["白羽肉鸡苗 AA+", "100只/箱", "箱", 280, 800, byUnit(10, 150, 10, 100), "—"]] },
  饲草种子: { category: "种子", brands: ["沃土", "中苜"], origin: "甘肃酒泉", stems: [["紫花苜蓿种子 中苜1号", "1kg/袋", "袋", 95, 500, 0, "24个月"], ["多花黑麦草种子", "10kg/袋", "袋", 220, 400, 0, "24个月"], ["燕麦草种子 青引1号", "25kg/袋", "袋", 175, 300, 0, "24个月"]] },
  玉米种子: { category: "种子", brands: ["沃土", "京科"], origin: "河北张家口", stems: [["青贮玉米种子 京科青贮516", "10kg/袋", "袋", 420, 300, 0, "12个月"], ["粮饲兼用玉米种子 郑单958", "5kg/袋", "袋", 165, 600, 0, "12个月"]] },
  蔬菜种子: { category: "种子", brands: ["沃土"], origin: "山东寿光", stems: [["大白菜种子 北京新三号", "100g/袋", "袋", 18, 2000, 0, "24个月"], ["番茄种子 粉果", "1000粒/袋", "袋", 45, 1200, 0, "24个月"]] },
  有机肥: { category: "化肥", brands: ["沃土", "绿野"], origin: "山东聊城", stems: [["有机肥(猪粪发酵)", "40kg/袋", "袋", 38, 5000, 0, "24个月"], ["生物有机肥 有效活菌≥2亿/g", "40kg/袋", "袋", 58, 3000, 0, "12个月"], ["羊粪发酵有机肥 散装", "散装/吨", "吨", 680, 200, byUnit(5, 300, 5, 250), "24个月"]] },
  复合肥: { category: "化肥", brands: ["沃土"], origin: "山东临沂", stems: [["硫酸钾复合肥 15-15-15", "50kg/袋", "袋", 168, 2500, 0, "36个月"], ["高氮缓释复合肥 26-10-12", "40kg/袋", "袋", 152, 1800, 0, "36个月"]] },
  水溶肥: { category: "化肥", brands: ["沃土"], origin: "山东寿光", stems: [["大量元素水溶肥 20-20-20", "10kg/袋", "袋", 118, 900, 0, "36个月"], ["含腐植酸水溶肥", "20L/桶", "件", 136, 500, 20, "24个月"]] },
  饲喂设备: { category: "养殖设备", brands: ["牧丰装备"], origin: "山东青岛", stems: [["自动料线 猪舍饲喂系统", "每套按栏舍定制", "套", 36800, 8, 0, "质保2年"], ["不锈钢双面干湿料槽", "304不锈钢 1.2m", "件", 468, 300, 30, "质保1年"], ["TMR全混合日粮搅拌机 9立方", "9m³", "套", 86000, 5, 0, "质保2年"]] },
  环控设备: { category: "养殖设备", brands: ["牧丰装备"], origin: "山东青岛", stems: [["负压风机 1380型", "1380×1380mm", "件", 1280, 120, 50, "质保1年"], ["水帘降温系统", "每平方米", "套", 320, 400, 0, "质保1年"], ["猪舍智能环控器", "8路输出", "件", 2680, 60, 20, "质保2年"]] },
  饮水设备: { category: "养殖设备", brands: ["牧丰装备"], origin: "山东青岛", stems: [["不锈钢碗式饮水器", "304不锈钢", "件", 26, 2000, 0, "质保1年"], ["恒温饮水槽 牛羊用", "1.5m 带加热", "件", 1180, 80, 50, "质保1年"], ["鸡用乳头饮水线", "每组60米", "套", 980, 100, 30, "质保1年"]] },
};
