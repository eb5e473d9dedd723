import { f, type EnumOption, type FieldDef } from "../src/core/fields";
import { TAX_RATES, taxRateLabel } from "../src/core/tax-split";

/** Option lists shared by several resources (categories, states), declared once. */

/** The dictionaries the operator keeps (数据字典), by the type fields name them with (`f.dict("单位", "unit")`). */
export const DICT_TYPES: EnumOption[] = [{ value: "unit", label: "计量单位" }];

export const GOODS_CATEGORIES: EnumOption[] = [
  "饲料",
  "预混料",
  "兽药",
  "疫苗",
  "种畜禽",
  "种子",
  "化肥",
  "养殖设备",
].map((c) => ({ value: c, label: c }));

/** 增值税税率 a goods category carries, stored in basis points and read as the invoice prints them (13%, 免税). */
export const TAX_RATE_OPTIONS: EnumOption[] = TAX_RATES.map((rate) => ({ value: rate, label: taxRateLabel(rate) }));

/** 兽药类别 of a veterinary drug (兽药管理条例 divides them so; vaccines are a category of their own). */
export const VET_KINDS: EnumOption[] = [
  { value: "chemical", label: "化学药品" },
  { value: "herbal", label: "中兽药" },
  { value: "antiparasitic", label: "抗寄生虫药" },
  { value: "disinfectant", label: "消毒剂" },
];

/** 适用动物及阶段 of a feed, as a feed bag's label names them. */
export const FEED_STAGES: EnumOption[] = [
  { value: "piglet", label: "乳仔猪及保育猪" },
  { value: "finisher", label: "生长育肥猪" },
  { value: "sow", label: "妊娠及哺乳母猪" },
  { value: "layer", label: "蛋禽" },
  { value: "broiler", label: "肉禽" },
  { value: "ruminant", label: "牛羊反刍" },
  { value: "aquatic", label: "水产" },
];

export const ENABLED: EnumOption[] = [
  { value: 1, label: "启用", color: "green" },
  { value: 0, label: "停用", color: "default" },
];

/** What every seller-center resource needs first: an open (1) mall shop (PUBLIC) of the enterprise on this portal. */
export const SELLING = {
  resource: "shop",
  states: [1],
  where: { shopSort: ["PUBLIC"] },
  message: "您还没有开通商城店铺，请先开店并通过平台审核",
};

/** Colours a shop front may take (店铺装修 主题色): each keeps white text readable on it. */
export const SHOP_THEMES: EnumOption[] = [
  { value: "#2e7d32", label: "草木绿", color: "#2e7d32" },
  { value: "#558b2f", label: "橄榄绿", color: "#558b2f" },
  { value: "#00838f", label: "湖水青", color: "#00838f" },
  { value: "#1565c0", label: "海洋蓝", color: "#1565c0" },
  { value: "#6d4c41", label: "沃土棕", color: "#6d4c41" },
  { value: "#ef6c00", label: "丰收橙", color: "#ef6c00" },
  { value: "#c62828", label: "中国红", color: "#c62828" },
  { value: "#37474f", label: "石墨灰", color: "#37474f" },
];

/**
 * A link a shop front may open: a page of this mall, a path that starts with one "/" and holds no spaces or backslashes
 * (an address elsewhere, `//host` or `/\host` included, or a script, is never a shop's to link to).
 */
export const MALL_LINK = {
  source: String.raw`^/(?![/\\])[^\s\\]*$`,
  message: "请填写以 / 开头的商城内链接，如 /goodInfo?id=21",
};

/**
 * The goods a buyer asks for, line by line (a tender's and a mall bid's 采购明细): name, spec, quantity and unit;
 * each adds its own price. Offers answering these lines copy them by these names.
 */
export const WANTED_GOODS: Record<string, FieldDef> = {
  goodsName: f.text("商品名称", { required: true, max: 60 }),
  spec: f.text("规格要求", { max: 100 }),
  quantity: f.decimal("采购数量", { required: true, min: 0.01, max: 1_000_000 }),
  unit: f.dict("单位", "unit", { required: true }),
};
