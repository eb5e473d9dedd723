import { and, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { goods } from "./goods-view";

/** How far a search counts: its matches are checked row by row, so it stops sooner than a plain list (TOTAL_CAP). */
export const SEARCH_CAP = 2_000;

/** The ILIKE pattern of a substring, its own % and _ taken as typed (a buyer searching 10% means 10%). */
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What the search box matches: a substring of the name or brand, or the exact category or 细分类目. */
export const searchMatch = (text: string): SQL =>
  or(
    ilike(goods.name, likeOf(text)),
    ilike(goods.brand, likeOf(text)),
    eq(goods.category, text),
    eq(goods.subCategory, text),
  )!;

/** Whether the character pairs can narrow a search: two characters or more, and no LIKE wildcard. */
const pairable = (text: string) => text.length >= 2 && !/[%_\\]/.test(text);

const haystack = sql`lower(coalesce(${goods.name}, '') || ' ' || coalesce(${goods.brand}, '') || ' ' || coalesce(${goods.category}, '') || ' ' || coalesce(${goods.subCategory}, ''))`;

/** The rows whose name, brand and categories hold every character pair of the text: goods_search_grams_idx (migration 0035). */
const pairsOf = (text: string): SQL => sql`goods_search_grams(${haystack}) @> goods_search_grams(lower(${text}))`;

const planRows = async (db: Db, query: SQL): Promise<number> => {
  const res = (await db.execute(sql`explain (format json) select 1 from ${goods} where ${query}`)) as unknown as {
    rows: Record<string, any>[];
  };
  const plan = res.rows[0]!["QUERY PLAN"];
  return Number((typeof plan === "string" ? JSON.parse(plan) : plan)[0].Plan["Plan Rows"]);
};

export interface SearchPlan {
  /** The filter that picks the page's rows. */
  page: SQL;
  /** The filter that counts them, when the sample could not tell the total. */
  count?: SQL;
  /** The matches when the sample tells them: all of them, or past the cap (SEARCH_CAP + 1). */
  known?: number;
}

/** How many more matches than SEARCH_CAP a search must be expected to have before its count is skipped. */
export const SURELY_PAST = 4;
/** How many of a big list's first entries a search reads to learn how common its text is. */
export const SAMPLE = 2_000;
/** A list the planner expects no longer than this is read whole by the sample, which then counts it exactly. */
export const EXACT_UP_TO = 10_000;

/**
 * The matches among the first `window` entries of the list in its default order, read from the walk index alone
 * (goods_on_sale_search_walk_idx carries what the search checks), and how many entries that window held.
 */
async function sample(db: Db, base: SQL, text: string, window: number): Promise<{ seen: number; hits: number }> {
  const like = likeOf(text);
  const res = (await db.execute(sql`select count(*)::int as seen,
      count(*) filter (where w.name ilike ${like} or w.brand ilike ${like} or w.category = ${text} or w.sub_category = ${text})::int as hits
    from (select ${goods.name} as name, ${goods.brand} as brand, ${goods.category} as category, ${goods.subCategory} as sub_category
      from ${goods} where ${base} order by ${goods.onSaleAt} desc, ${goods.id} desc limit ${window}) w`)) as unknown as {
    rows: { seen: number; hits: number }[];
  };
  const [row] = res.rows;
  return { seen: Number(row!.seen), hits: Number(row!.hits) };
}

/**
 * A search read the cheaper of two ways, by the share of the list its text matches, measured on the list's first
 * entries: a rare text through the character-pair index (its cost grows with all its matches), a common one (饲料 in
 * a feed mall) by walking the list in order and checking each row (its cost shrinks as matches grow). PostgreSQL would
 * choose alone, but it takes the pair test and the substring test for independent and so always expects a search to
 * be rare. The sample tells the total too where it can: exactly, for a list it reads whole (up to EXACT_UP_TO), or as
 * past what a search counts when the share promises four times that (预混料 in a million goods), so the count, which
 * for a common text is the search's dearest read, is left out. The sample's cost is bounded by its window.
 */
export async function searchPlan(db: Db, base: SQL, text: string): Promise<SearchPlan> {
  const match = searchMatch(text);
  const capped = SEARCH_CAP + 1;
  const all = await planRows(db, base);
  const window = all <= EXACT_UP_TO ? EXACT_UP_TO : SAMPLE;
  const { seen, hits } = await sample(db, base, text, window);
  if (seen < window) return { page: match, known: Math.min(hits, capped) };
  const share = hits / seen;
  if (share * all >= SURELY_PAST * SEARCH_CAP) return { page: match, known: capped };
  if (!pairable(text)) return { page: match, count: match };
  const narrowed = and(pairsOf(text), match)!;
  // the page walks while its 20 matches lie within ~10,000 entries; the count walks only for a text so common that
  // its SEARCH_CAP matches lie within ~13,000 entries, else the pair index reads all the matches, fewer than the walk
  return { page: share >= 0.002 ? match : narrowed, count: share >= 0.15 ? match : narrowed };
}
