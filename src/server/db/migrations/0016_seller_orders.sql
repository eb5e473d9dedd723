CREATE TABLE "after_sale_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"position" integer NOT NULL,
	"order_line_id" integer,
	"name" varchar(120),
	"spec" varchar(60),
	"price" numeric(14, 2),
	"quantity" integer
);
--> statement-breakpoint
CREATE TABLE "after_sale" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"system_id" integer NOT NULL,
	"after_sale_no" varchar(32),
	"order_id" integer,
	"buyer_name" varchar(100),
	"kind" varchar(32),
	"reason" varchar(32),
	"description" text,
	"photos" varchar(500)[],
	"amount" numeric(14, 2),
	"status" varchar(32),
	"return_address" varchar(160),
	"return_carrier" varchar(40),
	"return_waybill_no" varchar(40),
	"seller_reply" text,
	"refunded_at" timestamp with time zone,
	"buyer_user_id" integer NOT NULL,
	"buyer_enterprise_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "row_moves" ("resource", "row_id", "move", "label", "from_state", "to_state", "note", "user_id", "enterprise_id", "created_at")
SELECT 'mallOrder', l."order_id", l."action",
  CASE l."action" WHEN 'save' THEN '提交订单' WHEN 'pay' THEN '支付订单' WHEN 'cancel' THEN '取消订单' WHEN 'ship' THEN '发货' WHEN 'confirm' THEN '确认收货' ELSE l."action" END,
  l."from_status", l."to_status",
  CASE WHEN l."note" IS NULL THEN NULL ELSE jsonb_build_object('note', jsonb_build_object('label', '备注', 'value', l."note")) END,
  l."user_id", coalesce(o."buyer_enterprise_id", 0), l."created_at"
FROM "order_logs" l JOIN "orders" o ON o."id" = l."order_id"
ORDER BY l."id";--> statement-breakpoint
ALTER TABLE "order_logs" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "order_logs" CASCADE;--> statement-breakpoint
ALTER TABLE "order_lines" RENAME COLUMN "order_id" TO "parent_id";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "seller_enterprise_id" TO "enterprise_id";--> statement-breakpoint
ALTER TABLE "balance_entries" DROP CONSTRAINT "balance_entries_order_id_unique";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_order_no_unique";--> statement-breakpoint
DROP INDEX "order_lines_order_idx";--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "goods_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "price" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "quantity" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "amount" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_no" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE varchar(32);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "goods_amount" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "freight" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "freight" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "remark" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "pay_method" SET DATA TYPE varchar(32);--> statement-breakpoint
ALTER TABLE "balance_entries" ADD COLUMN "kind" varchar(8) DEFAULT 'pay' NOT NULL;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD COLUMN "after_sale_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "position" integer;--> statement-breakpoint
UPDATE "order_lines" l SET "position" = n."position" FROM (SELECT "id", row_number() OVER (PARTITION BY "parent_id" ORDER BY "id") - 1 AS "position" FROM "order_lines") n WHERE n."id" = l."id";--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "position" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_name" varchar(100);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receiver_name" varchar(20);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receiver_phone" varchar(20);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receiver_region" varchar(60);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receiver_address" varchar(120);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" varchar(40);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "waybill_no" varchar(40);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "after_sale_lines" ADD CONSTRAINT "after_sale_lines_parent_id_after_sale_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."after_sale"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "after_sale_lines_parent_idx" ON "after_sale_lines" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "after_sale_enterprise_idx" ON "after_sale" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "after_sale_system_idx" ON "after_sale" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "after_sale_order_idx" ON "after_sale" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "after_sale_buyer_idx" ON "after_sale" USING btree ("buyer_user_id","system_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_parent_id_orders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "balance_entries_order_id_unique" ON "balance_entries" USING btree ("order_id") WHERE "balance_entries"."kind" = 'pay';--> statement-breakpoint
CREATE UNIQUE INDEX "balance_entries_after_sale_uq" ON "balance_entries" USING btree ("after_sale_id");--> statement-breakpoint
CREATE INDEX "order_lines_parent_idx" ON "order_lines" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "orders_enterprise_idx" ON "orders" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "orders_system_idx" ON "orders" USING btree ("system_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_unique" ON "orders" USING btree ("order_no");--> statement-breakpoint
UPDATE "orders" o SET
  "receiver_name" = o."address"->>'name',
  "receiver_phone" = o."address"->>'phone',
  "receiver_region" = o."address"->>'region',
  "receiver_address" = o."address"->>'detail',
  "buyer_name" = coalesce((SELECT e."name" FROM "enterprises" e WHERE e."id" = o."buyer_enterprise_id"), (SELECT u."name" FROM "users" u WHERE u."id" = o."buyer_user_id")),
  "updated_at" = o."created_at";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "address";