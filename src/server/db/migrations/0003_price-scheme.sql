CREATE TABLE "price_scheme" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"system_id" integer NOT NULL,
	"name" varchar(30),
	"buyer_enterprises" text,
	"category" varchar(32),
	"percent" numeric(14, 3),
	"goods_prices" text,
	"start_date" date,
	"end_date" date,
	"enabled" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "end_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "price_scheme_enterprise_idx" ON "price_scheme" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "price_scheme_system_idx" ON "price_scheme" USING btree ("system_id");