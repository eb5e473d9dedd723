import type { FreightRule } from "../../../core/freight";

/** A demo goods' 运费规则: a number is 固定运费 of that amount (0 包邮); byUnit and freeFrom give the other modes. */
export type FreightSeed = number | (Pick<FreightRule, "freightMode"> & Partial<FreightRule>);

/** 按件计费: the first units for one amount, each further batch of units for another (tanker loads, boxes). */
export const byUnit = (firstQty: number, first: number, nextQty: number, next: number): FreightSeed => ({
  freightMode: "piece",
  freightFirstQty: firstQty,
  freightFirst: first,
  freightNextQty: nextQty,
  freightNext: next,
});
/** 满额包邮: the amount, unless the goods' amount in the order reaches the threshold (cold-chain vaccines). */
export const freeFrom = (amount: number, threshold: number): FreightSeed => ({
  freightMode: "threshold",
  freight: amount,
  freightFreeFrom: threshold,
});

/** The goods row's rule columns of a seed, every amount its mode does not use left empty. */
export function freightRuleOf(seed: FreightSeed): FreightRule {
  const none = {
    freight: null,
    freightFirstQty: null,
    freightFirst: null,
    freightNextQty: null,
    freightNext: null,
    freightFreeFrom: null,
  };
  if (typeof seed !== "number") return { ...none, ...seed };
  return seed > 0 ? { ...none, freightMode: "fixed", freight: seed } : { ...none, freightMode: "free" };
}

/** Vaccines go on the cold chain: ¥30 a goods, free from ¥500 of it (the portal's 冷链免运费 notice). */
export const COLD_CHAIN = freeFrom(30, 500);
