import { chinaToday } from "./field-rules";

/**
 * 质量追溯 (docs/seller.md): the goods whose law asks for a licence to sell them (兽药管理条例, 饲料和饲料添加剂管理条例,
 * 畜牧法) go on sale only with a batch in its validity on record and the licence of their kind on the shop. Shared by
 * the shop audit, the on-sale check and the goods page, which name the same licences.
 */
export type LicenceKind = "vet" | "feed" | "breed";

/** Each licence kind: the shop's photo field that holds it and the goods categories it covers. */
export const LICENCES: Record<LicenceKind, { image: string; categories: readonly string[] }> = {
  vet: { image: "vetLicenseImage", categories: ["兽药", "疫苗"] },
  feed: { image: "feedLicenseImage", categories: ["饲料", "预混料"] },
  breed: { image: "breedLicenseImage", categories: ["种畜禽"] },
};

/** The licence kind a goods category needs, or undefined for goods anyone may sell (seeds, equipment). */
export const licenceKindOf = (category: unknown): LicenceKind | undefined =>
  (Object.keys(LICENCES) as LicenceKind[]).find((k) => LICENCES[k].categories.includes(String(category)));

/** Categories that go on sale only with a valid batch and a licence. */
export const TRACED_CATEGORIES: readonly string[] = Object.values(LICENCES).flatMap((l) => l.categories);

/** A batch is in its validity from its production day through its last valid day, China time. */
export function batchValid(batch: Record<string, unknown>, today = chinaToday()): boolean {
  return String(batch.productionDate) <= today && String(batch.expiryDate) >= today;
}

/** A licence line of a shop (经营类目及资质) that still holds today: its number given, its expiry not passed. */
export function licenceHolds(line: { licenseNo?: unknown; expireDate?: unknown }, today = chinaToday()): boolean {
  return (
    typeof line.licenseNo === "string" &&
    line.licenseNo.trim() !== "" &&
    typeof line.expireDate === "string" &&
    line.expireDate >= today
  );
}

export const NEEDS_BATCH = (category: string) =>
  `${category}商品须有在有效期内的追溯批次才能上架，请先在“批次追溯”中登记本商品的批次`;
export const NEEDS_LICENCE = (category: string, licence: string) =>
  `店铺未登记有效的${licence}，不能上架${category}商品`;
export const LAST_BATCH = "该商品正在出售，须保留至少一个在有效期内的追溯批次；请先下架商品或登记新批次";
