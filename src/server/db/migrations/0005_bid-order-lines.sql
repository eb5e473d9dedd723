CREATE TABLE "bid_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"position" integer NOT NULL,
	"goods_name" varchar(60),
	"spec" varchar(100),
	"quantity" numeric(14, 3),
	"unit" varchar(32),
	"target_price" numeric(14, 2)
);
--> statement-breakpoint
ALTER TABLE "bid_order_lines" ADD CONSTRAINT "bid_order_lines_parent_id_bid_order_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."bid_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bid_order_lines_parent_idx" ON "bid_order_lines" USING btree ("parent_id","position");--> statement-breakpoint
-- a tender saved before lines existed keeps its one goods line
INSERT INTO "bid_order_lines" ("parent_id", "position", "goods_name", "spec", "quantity", "unit") SELECT "id", 0, "goods_name", "spec", "quantity", "unit" FROM "bid_order" WHERE "goods_name" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bid_order" DROP COLUMN "goods_name";--> statement-breakpoint
ALTER TABLE "bid_order" DROP COLUMN "spec";--> statement-breakpoint
ALTER TABLE "bid_order" DROP COLUMN "quantity";--> statement-breakpoint
ALTER TABLE "bid_order" DROP COLUMN "unit";