import { eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { goods } from "./goods-view";

/** What the search box matches: a substring of the name or brand, or the exact category or 细分类目. */
export function searchFilter(text: string): SQL {
  const match = or(ilike(goods.name, `%${text}%`), ilike(goods.brand, `%${text}%`), eq(goods.category, text), eq(goods.subCategory, text))!;
  // a text of two characters or more (and no LIKE wildcard) narrows first by its character pairs through the
  // goods_search_grams_idx index (migration 0035), which holds every row the match above can accept
  if (text.length < 2 || /[%_\\]/.test(text)) return match;
  const haystack = sql`lower(coalesce(${goods.name}, '') || ' ' || coalesce(${goods.brand}, '') || ' ' || coalesce(${goods.category}, '') || ' ' || coalesce(${goods.subCategory}, ''))`;
  return sql`(goods_search_grams(${haystack}) @> goods_search_grams(lower(${text})) and ${match})`;
}
