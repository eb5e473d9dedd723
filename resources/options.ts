import type { EnumOption } from "../src/core/fields";

/** Option lists shared by several resources (units, categories), declared once. */
export const UNITS: EnumOption[] = ["吨", "袋", "头", "箱", "瓶", "只", "件", "千克", "支", "套"].map((u) => ({
  value: u,
  label: u,
}));

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
