-- the mall's goods list at catalogue scale (issue 12), hand-written like 0032: one index per order and per filter the
-- list offers, each over the goods on sale only and each carrying enterprise_id, so picking a page's ids and counting
-- (up to TOTAL_CAP) join the shop from the index alone, never reading the rows they skip
DROP INDEX IF EXISTS "goods_on_sale_list_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "goods_on_sale_category_idx";--> statement-breakpoint
-- 综合 (default): newest on sale first
CREATE INDEX IF NOT EXISTS "goods_on_sale_list_idx" ON "goods" USING btree ("system_id", "on_sale_at" DESC, "id" DESC) INCLUDE ("enterprise_id") WHERE "status" = 'on_sale';--> statement-breakpoint
-- 新品: newest listed first
CREATE INDEX IF NOT EXISTS "goods_on_sale_new_idx" ON "goods" USING btree ("system_id", "id" DESC) INCLUDE ("enterprise_id") WHERE "status" = 'on_sale';--> statement-breakpoint
-- 价格↑ / 价格↓ (read backwards) and a price range
CREATE INDEX IF NOT EXISTS "goods_on_sale_price_idx" ON "goods" USING btree ("system_id", "price", "id") INCLUDE ("enterprise_id") WHERE "status" = 'on_sale';--> statement-breakpoint
-- a category (the facet, a channel, the menu's first level) and a 细分类目 (the menu's lower levels), each in list order
CREATE INDEX IF NOT EXISTS "goods_on_sale_category_idx" ON "goods" USING btree ("system_id", "category", "on_sale_at" DESC, "id" DESC) INCLUDE ("enterprise_id", "sub_category") WHERE "status" = 'on_sale';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "goods_on_sale_sub_category_idx" ON "goods" USING btree ("system_id", "sub_category", "on_sale_at" DESC, "id" DESC) INCLUDE ("enterprise_id", "category") WHERE "status" = 'on_sale';--> statement-breakpoint
-- the brand facet
CREATE INDEX IF NOT EXISTS "goods_on_sale_brand_idx" ON "goods" USING btree ("system_id", "brand", "on_sale_at" DESC, "id" DESC) INCLUDE ("enterprise_id") WHERE "status" = 'on_sale';--> statement-breakpoint
-- a shop's goods (its store page), in list order
CREATE INDEX IF NOT EXISTS "goods_on_sale_shop_idx" ON "goods" USING btree ("enterprise_id", "system_id", "on_sale_at" DESC, "id" DESC) WHERE "status" = 'on_sale';
--> statement-breakpoint
-- Search by the pairs of characters of the goods' name, brand, category and 细分类目: a Chinese search is most often
-- two characters (饲料, 兽药, 疫苗), which pg_trgm cannot index (a LIKE pattern yields no trigram under three
-- characters), so its name and brand indexes of 0032 give way to this one. The list still checks the ILIKE; this
-- index only finds the rows that can match (src/server/mall/goods-search.ts). It is not partial: the planner reads the
-- statistics of an index expression (how common each pair is, which the search's plan asks) only from a whole index.
CREATE OR REPLACE FUNCTION goods_search_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(t, i, 2)), '{}'::text[]) FROM generate_series(1, char_length(t) - 1) AS i
$$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "goods_search_grams_idx" ON "goods" USING gin (goods_search_grams(lower(coalesce("name", '') || ' ' || coalesce("brand", '') || ' ' || coalesce("category", '') || ' ' || coalesce("sub_category", ''))));--> statement-breakpoint
-- a common search text walks the list in order (goods-search.ts): this copy of the list index carries what the
-- search checks, so the walk reads no row to test one
CREATE INDEX IF NOT EXISTS "goods_on_sale_search_walk_idx" ON "goods" USING btree ("system_id", "on_sale_at" DESC, "id" DESC) INCLUDE ("enterprise_id", "name", "brand", "category", "sub_category") WHERE "status" = 'on_sale';--> statement-breakpoint
DROP INDEX IF EXISTS "goods_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "goods_brand_trgm_idx";
