CREATE TABLE "bid_business" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"system_id" integer NOT NULL,
	"company_name" varchar(100),
	"categories" varchar(100),
	"license_image" varchar(500),
	"contact" varchar(20),
	"phone" varchar(20),
	"remark" text,
	"status" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid_quote" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"system_id" integer NOT NULL,
	"offer_no" varchar(100),
	"bid_id" integer,
	"goods_id" integer,
	"goods_name" varchar(60),
	"unit_price" numeric(14, 2),
	"quantity" integer,
	"delivery_date" date,
	"total_amount" numeric(14, 2),
	"remark" text,
	"order_no" varchar(32),
	"status" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bid_business_enterprise_idx" ON "bid_business" USING btree ("enterprise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bid_business_enterprise_system_uq" ON "bid_business" USING btree ("enterprise_id","system_id");--> statement-breakpoint
CREATE INDEX "bid_business_system_idx" ON "bid_business" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "bid_quote_enterprise_idx" ON "bid_quote" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "bid_quote_system_idx" ON "bid_quote" USING btree ("system_id");--> statement-breakpoint
-- of a bid's offers at most one is ever accepted: the row lock of the accept decides, this index proves it
CREATE UNIQUE INDEX "bid_quote_one_ordered_uq" ON "bid_quote" USING btree ("bid_id") WHERE "status" = 'ordered';
