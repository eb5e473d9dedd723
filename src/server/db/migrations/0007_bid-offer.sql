CREATE TABLE "bid_offer" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"system_id" integer NOT NULL,
	"offer_no" varchar(100),
	"bid_order_id" integer,
	"total_amount" numeric(14, 2),
	"valid_until" date,
	"contact" varchar(20),
	"phone" varchar(20),
	"remark" text,
	"status" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid_offer_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"position" integer NOT NULL,
	"source_line_id" integer NOT NULL,
	"goods_name" varchar(60),
	"spec" varchar(100),
	"quantity" numeric(14, 3),
	"unit" varchar(32),
	"unit_price" numeric(14, 2),
	"supply_quantity" numeric(14, 3),
	"delivery_date" date,
	"remark" varchar(100)
);
--> statement-breakpoint
ALTER TABLE "bid_offer_lines" ADD CONSTRAINT "bid_offer_lines_parent_id_bid_offer_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."bid_offer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bid_offer_enterprise_idx" ON "bid_offer" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "bid_offer_system_idx" ON "bid_offer" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "bid_offer_lines_parent_idx" ON "bid_offer_lines" USING btree ("parent_id","position");