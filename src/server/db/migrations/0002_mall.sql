CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(20) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"region" varchar(60) NOT NULL,
	"detail" varchar(120) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "balance_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_entries_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "buy_purposes" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"user_id" integer,
	"contact" varchar(20) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"quantity" integer NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"system_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"selected" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"name" varchar(20) NOT NULL,
	"channel_type" integer NOT NULL,
	"sc_back_ids" varchar(120) DEFAULT '' NOT NULL,
	"link_url" varchar(255),
	"banner" varchar(255),
	"intro" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"title" varchar(40) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"min_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_balances" (
	"enterprise_id" integer PRIMARY KEY NOT NULL,
	"balance" numeric(14, 2) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"parent_id" integer,
	"level" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"axis" varchar(40) DEFAULT '' NOT NULL,
	"sc_back_ids" varchar(120) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"column" varchar(30) DEFAULT '' NOT NULL,
	"title" varchar(120) NOT NULL,
	"summary" varchar(255),
	"body" text,
	"image" varchar(255),
	"link_url" varchar(255),
	"type" integer DEFAULT 1 NOT NULL,
	"goods_category" varchar(20),
	"sort" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"spec" varchar(60),
	"unit" varchar(8),
	"image" varchar(255),
	"price" numeric(14, 2) NOT NULL,
	"quantity" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"action" varchar(16) NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16) NOT NULL,
	"user_id" integer NOT NULL,
	"note" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"system_id" integer NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"buyer_enterprise_id" integer,
	"shop_id" integer NOT NULL,
	"seller_enterprise_id" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"goods_amount" numeric(14, 2) NOT NULL,
	"freight" numeric(14, 2) DEFAULT 0 NOT NULL,
	"discount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"address" jsonb NOT NULL,
	"remark" varchar(200),
	"submit_key" varchar(64) NOT NULL,
	"pay_method" varchar(16),
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"system_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"logo" varchar(255),
	"audit" integer DEFAULT 0 NOT NULL,
	"shop_sort" varchar(16) DEFAULT 'PUBLIC' NOT NULL,
	"external_url" varchar(255),
	"intro" text,
	"region" varchar(60),
	"decoration" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_columns" (
	"id" integer PRIMARY KEY NOT NULL,
	"enterprise_id" integer,
	"kind" varchar(8) NOT NULL,
	"parent_id" integer,
	"name" varchar(40) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"content" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_enterprises" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"is_default" boolean DEFAULT true NOT NULL,
	"title_ch" varchar(80) NOT NULL,
	"platform_name" varchar(60) NOT NULL,
	"log_image_url" varchar(300) NOT NULL,
	"icon" varchar(300) NOT NULL,
	"two_dimensional_code_url" varchar(300) NOT NULL,
	"icp" varchar(60) NOT NULL,
	"copyright" varchar(120) NOT NULL,
	"open_registry" boolean DEFAULT true NOT NULL,
	"open_enterprise_registry" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "sub_category" varchar(20);--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "gallery" text;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "origin" varchar(40);--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "shelf_life" varchar(20);--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "freight" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "delivery_regions" varchar(255);--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_uq" ON "cart_items" USING btree ("user_id","system_id","goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_uq" ON "favorites" USING btree ("user_id","goods_id");--> statement-breakpoint
CREATE INDEX "mall_categories_system_idx" ON "mall_categories" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "mall_contents_system_kind_idx" ON "mall_contents" USING btree ("system_id","kind");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_logs_order_idx" ON "order_logs" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_submit_uq" ON "orders" USING btree ("buyer_user_id","submit_key","shop_id");--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buyer_user_id","system_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_enterprise_system_uq" ON "shops" USING btree ("enterprise_id","system_id");--> statement-breakpoint
CREATE INDEX "shops_system_idx" ON "shops" USING btree ("system_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_coupons_uq" ON "user_coupons" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "portal_columns_enterprise_idx" ON "portal_columns" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "portal_enterprises_system_idx" ON "portal_enterprises" USING btree ("system_id");