CREATE TABLE "tender_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"system_id" integer NOT NULL,
	"order_no" varchar(100),
	"bid_offer_id" integer,
	"bid_order_id" integer,
	"supplier_name" varchar(80),
	"total_amount" numeric(14, 2),
	"remark" text,
	"status" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tender_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"position" integer NOT NULL,
	"source_line_id" integer NOT NULL,
	"goods_name" varchar(60),
	"spec" varchar(100),
	"unit" varchar(32),
	"quantity" numeric(14, 3),
	"unit_price" numeric(14, 2),
	"delivery_date" date
);
--> statement-breakpoint
ALTER TABLE "tender_order_lines" ADD CONSTRAINT "tender_order_lines_parent_id_tender_order_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tender_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tender_order_enterprise_idx" ON "tender_order" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "tender_order_system_idx" ON "tender_order" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "tender_order_lines_parent_idx" ON "tender_order_lines" USING btree ("parent_id","position");