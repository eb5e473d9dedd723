-- the mall's goods list and search at catalogue scale (issue 12): hand-written, as the goods table is generated from
-- its resource and drizzle's schema declares no partial or trigram index
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- a portal's goods on sale, newest on sale first: the list's first pages read the index in order and stop
CREATE INDEX IF NOT EXISTS "goods_on_sale_list_idx" ON "goods" USING btree ("system_id", "on_sale_at" DESC, "id" DESC) WHERE "status" = 'on_sale';--> statement-breakpoint
-- substring search on the name and brand (ILIKE '%…%'), which a btree cannot serve
CREATE INDEX IF NOT EXISTS "goods_name_trgm_idx" ON "goods" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "goods_brand_trgm_idx" ON "goods" USING gin ("brand" gin_trgm_ops);--> statement-breakpoint
-- the category filter and facets of a portal's goods on sale
CREATE INDEX IF NOT EXISTS "goods_on_sale_category_idx" ON "goods" USING btree ("system_id", "category", "sub_category") WHERE "status" = 'on_sale';
