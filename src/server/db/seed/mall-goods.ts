import { and, eq } from "drizzle-orm";
import type { Exec } from "../client";
import { resourceTables } from "../schema";
import { goodsAttributes } from "./goods-attributes";
import { describeGoods } from "./goods-descriptions";
import { freightRuleOf, IMAGE_SLUG, STEMS } from "./mall-catalog-data";
import type { SeededShop } from "./mall-shops";
import { rangeFromNames } from "../../regions/china-regions";

const goods = resourceTables.goods!;

/** The region codes a seed range names (河南,山东 / 山东省临沂市); a name the region data lacks is a seed bug. */
function rangeCodes(names: string): string[] {
  const named = rangeFromNames(names);
  if ("unknown" in named)
    throw new Error(`[seed] delivery range "${names}": "${named.unknown}" names no region of China`);
  return named.codes;
}
const BREED_ART: Record<string, number> = { 种猪: 1, 种牛: 2, 种羊: 3, 种禽: 4 };

/** Deterministic 0..1 from a string, so every fresh database gets the same catalogue. */
function hash(s: string): number {
  let h = 2166136261;
  for (const ch of s) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return ((h >>> 0) % 10000) / 10000;
}

function imagesOf(category: string, sub: string, i: number) {
  const slug = IMAGE_SLUG[category]!;
  const first = BREED_ART[sub] ?? (i % 4) + 1;
  const all = [first, (first % 4) + 1, ((first + 1) % 4) + 1].map((n) => `/assets/goods/${slug}-${n}.svg`);
  return { image: all[0]!, gallery: all };
}

/**
 * The demo catalogue: for each shop, one goods per stem of its 细分类目, priced and stocked a little
 * differently per shop. Goods the older catalogue seed already gave a shop are completed instead of
 * duplicated. Returns how many on-sale goods each portal has.
 */
export async function seedMallGoods(tx: Exec, shops: SeededShop[]): Promise<Record<number, number>> {
  const perPortal: Record<number, number> = {};
  let code = 5000;
  for (const shop of shops) {
    const tenant = { enterpriseId: shop.enterpriseId, systemId: shop.systemId };
    const existing = await tx
      .select({ id: goods.id, name: goods.name })
      .from(goods)
      .where(and(eq(goods.enterpriseId, tenant.enterpriseId), eq(goods.systemId, tenant.systemId)));
    let i = 0;
    for (const sub of shop.subs) {
      const def = STEMS[sub]!;
      for (const [stem, spec, unit, price, stock, freight, shelf] of def.stems) {
        i += 1;
        const brand = def.brands.find((b) => shop.name.includes(b.slice(0, 2))) ?? def.brands[0]!;
        const k = hash(`${shop.key}${shop.systemId}${stem}`);
        const pics = imagesOf(def.category, sub, i);
        const fields = {
          subCategory: sub,
          origin: def.origin,
          shelfLife: shelf,
          ...freightRuleOf(freight),
          deliveryRegions: def.regions ? rangeCodes(def.regions) : null,
          ...pics,
        };
        const about = {
          brand,
          spec,
          category: def.category,
          origin: def.origin,
          shelf,
          regions: def.regions,
          picture: pics.gallery[1],
        };
        const old = existing.find((g) => g.name.startsWith(stem));
        if (old) {
          await tx
            .update(goods)
            .set({ ...fields, description: describeGoods({ ...about, name: old.name }) })
            .where(eq(goods.id, old.id));
          continue;
        }
        const name = spec.length <= 10 && !stem.includes(spec) ? `${brand} ${stem} ${spec}` : `${brand} ${stem}`;
        const p = Math.round(price * (0.94 + k * 0.14) * (price > 1000 ? 1 : 10)) / (price > 1000 ? 1 : 10);
        await tx.insert(goods).values({
          ...tenant,
          ...fields,
          name,
          code: `G${(code += 1)}`,
          category: def.category,
          brand,
          spec,
          unit,
          price: p,
          marketPrice: Math.round(p * 1.12),
          stock: Math.max(5, Math.round(stock * (0.6 + k))),
          minOrder: unit === "吨" || unit === "套" || unit === "头" ? 1 : unit === "只" ? 5 : 1,
          description: describeGoods({ ...about, name }),
          status: "on_sale",
          onSaleAt: new Date(Date.UTC(2026, 9, 1 + (i % 28), 2, 0)),
        });
        perPortal[shop.systemId] = (perPortal[shop.systemId] ?? 0) + 1;
      }
    }
  }
  // every seeded goods gets a picture and a gallery of its category's pictures where it has none
  for (const [category, slug] of Object.entries(IMAGE_SLUG)) {
    const rows = await tx
      .select({ id: goods.id, name: goods.name, origin: goods.origin, image: goods.image, gallery: goods.gallery })
      .from(goods)
      .where(eq(goods.category, category));
    for (const [i, r] of rows.entries()) {
      const first = (i % 4) + 1;
      const gallery = [first, (first % 4) + 1, ((first + 1) % 4) + 1].map((n) => `/assets/goods/${slug}-${n}.svg`);
      const pictures =
        r.image && (r.gallery as string[] | null)?.length
          ? {}
          : { image: r.image ?? gallery[0], gallery: (r.gallery as string[] | null)?.length ? r.gallery : gallery };
      // and the attributes its category asks for (批准文号, 饲料生产许可证号, 品种)
      const values = { ...pictures, ...goodsAttributes(category, String(r.name), String(r.origin ?? "")) };
      if (Object.keys(values).length) await tx.update(goods).set(values).where(eq(goods.id, r.id));
    }
  }
  return perPortal;
}
