import { and, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { goods } from "./goods-view";

/** How far a search counts: its matches are checked row by row, so it stops sooner than a plain list (TOTAL_CAP). */
export const SEARCH_CAP = 2_000;

/** What the search box matches: a substring of the name or brand, or the exact category or 细分类目. */
export const searchMatch = (text: string): SQL =>
  or(ilike(goods.name, `%${text}%`), ilike(goods.brand, `%${text}%`), eq(goods.category, text), eq(goods.subCategory, text))!;

/** Whether the character pairs can narrow a search: two characters or more, and no LIKE wildcard. */
const pairable = (text: string) => text.length >= 2 && !/[%_\\]/.test(text);

const haystack = sql`lower(coalesce(${goods.name}, '') || ' ' || coalesce(${goods.brand}, '') || ' ' || coalesce(${goods.category}, '') || ' ' || coalesce(${goods.subCategory}, ''))`;

/** The rows whose name, brand and categories hold every character pair of the text: goods_search_grams_idx (migration 0035). */
const pairsOf = (text: string): SQL => sql`goods_search_grams(${haystack}) @> goods_search_grams(lower(${text}))`;

const planRows = async (db: Db, query: SQL): Promise<number> => {
  const res = (await db.execute(sql`explain (format json) select 1 from ${goods} where ${query}`)) as unknown as { rows: Record<string, any>[] };
  const plan = res.rows[0]!["QUERY PLAN"];
  return Number((typeof plan === "string" ? JSON.parse(plan) : plan)[0].Plan["Plan Rows"]);
};

export interface SearchPlan {
  /** The filter that picks the page's rows. */
  page: SQL;
  /** The filter that counts them; none when the planner expects far more matches than a search counts (SEARCH_CAP). */
  count?: SQL;
}

/** How many more matches than SEARCH_CAP the planner must expect before the count is skipped as sure to reach it. */
export const SURELY_PAST = 4;

/**
 * A search read the cheaper of two ways, by the share of the portal's goods the planner expects it to match: a rare
 * text through the character-pair index (its cost grows with its matches), a common one (饲料 in a feed mall) by
 * walking the list in order and checking each row (its cost shrinks as matches grow). PostgreSQL would choose alone,
 * but it takes the pair test and the substring test for independent and so always expects a search to be rare.
 */
export async function searchPlan(db: Db, base: SQL, text: string): Promise<SearchPlan> {
  const match = searchMatch(text);
  if (!pairable(text)) return { page: match, count: match };
  const [matches, all] = await Promise.all([planRows(db, and(base, pairsOf(text))!), planRows(db, base)]);
  const share = matches / Math.max(all, 1);
  const narrowed = and(pairsOf(text), match)!;
  // the walk reads index entries only (goods_on_sale_search_walk_idx): the page walks while its 20 matches lie within
  // ~10,000 entries, the count while its SEARCH_CAP matches lie within ~40,000
  // a text matching many times what a search counts (预混料 in a million goods) is answered 2000+ without counting: the
  // pair estimate can only overshoot the real matches a little (pairs found apart), far less than this margin
  const count = matches >= SURELY_PAST * SEARCH_CAP ? undefined : share >= 0.05 ? match : narrowed;
  return { page: share >= 0.002 ? match : narrowed, count };
}
