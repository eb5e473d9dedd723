CREATE TABLE "dict_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"system_id" integer NOT NULL,
	"type" varchar(32),
	"name" varchar(20),
	"sort" integer,
	"remark" varchar(100),
	"status" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturer" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"system_id" integer NOT NULL,
	"name" varchar(60),
	"licence_no" varchar(40),
	"region" varchar(60),
	"phone" varchar(20),
	"remark" varchar(100),
	"status" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_template" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"system_id" integer NOT NULL,
	"name" varchar(40),
	"category" varchar(32),
	"unit" varchar(20),
	"shelf_life" varchar(20),
	"description" text,
	"status" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ALTER COLUMN "unit" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "auction" ALTER COLUMN "unit" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "bid_lines" ALTER COLUMN "unit" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "bid_quote_lines" ALTER COLUMN "unit" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "bid_order_lines" ALTER COLUMN "unit" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "bid_offer_lines" ALTER COLUMN "unit" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "tender_order_lines" ALTER COLUMN "unit" SET DATA TYPE varchar(20);--> statement-breakpoint
CREATE INDEX "dict_item_enterprise_idx" ON "dict_item" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "dict_item_system_idx" ON "dict_item" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "manufacturer_enterprise_idx" ON "manufacturer" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "manufacturer_system_idx" ON "manufacturer" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "goods_template_enterprise_idx" ON "goods_template" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "goods_template_system_idx" ON "goods_template" USING btree ("system_id");