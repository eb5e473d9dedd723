CREATE TABLE "goods_skus" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"position" integer NOT NULL,
	"spec" varchar(60),
	"code" varchar(32),
	"price" numeric(14, 2),
	"stock" integer,
	"tier_qty1" integer,
	"tier_price1" numeric(14, 2),
	"tier_qty2" integer,
	"tier_price2" numeric(14, 2)
);
--> statement-breakpoint
DROP INDEX "cart_items_uq";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "sku_id" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "sku_id" integer;--> statement-breakpoint
-- every goods so far was one spec: it becomes that goods' one SKU, and carts and order lines point at it
INSERT INTO "goods_skus" ("parent_id", "position", "spec", "code", "price", "stock") SELECT "id", 0, "spec", "code", "price", "stock" FROM "goods";--> statement-breakpoint
UPDATE "cart_items" SET "sku_id" = (SELECT "id" FROM "goods_skus" WHERE "goods_skus"."parent_id" = "cart_items"."goods_id" ORDER BY "position" LIMIT 1);--> statement-breakpoint
DELETE FROM "cart_items" WHERE "sku_id" IS NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "sku_id" SET NOT NULL;--> statement-breakpoint
UPDATE "order_lines" SET "sku_id" = (SELECT "id" FROM "goods_skus" WHERE "goods_skus"."parent_id" = "order_lines"."goods_id" ORDER BY "position" LIMIT 1);--> statement-breakpoint
ALTER TABLE "goods_skus" ADD CONSTRAINT "goods_skus_parent_id_goods_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_skus_parent_idx" ON "goods_skus" USING btree ("parent_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_sku_uq" ON "cart_items" USING btree ("user_id","system_id","sku_id");--> statement-breakpoint
CREATE INDEX "cart_items_goods_idx" ON "cart_items" USING btree ("goods_id");