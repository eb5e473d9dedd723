CREATE TABLE "invoice_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"system_id" integer NOT NULL,
	"request_no" varchar(32),
	"order_id" integer,
	"buyer_name" varchar(100),
	"kind" varchar(32),
	"title_id" integer,
	"title" varchar(100),
	"tax_no" varchar(18),
	"bank_name" varchar(60),
	"bank_account" varchar(30),
	"address" varchar(120),
	"phone" varchar(20),
	"amount" numeric(14, 2),
	"remark" text,
	"status" varchar(32),
	"invoice_no" varchar(20),
	"invoice_date" date,
	"invoice_pdf" varchar(40),
	"seller_reply" text,
	"issued_at" timestamp with time zone,
	"buyer_user_id" integer NOT NULL,
	"buyer_enterprise_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_request_tax_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"position" integer NOT NULL,
	"rate" integer,
	"net" numeric(14, 2),
	"tax" numeric(14, 2),
	"gross" numeric(14, 2)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_status" varchar(32);--> statement-breakpoint
ALTER TABLE "invoice_request_tax_lines" ADD CONSTRAINT "invoice_request_tax_lines_parent_id_invoice_request_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."invoice_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_request_enterprise_idx" ON "invoice_request" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "invoice_request_system_idx" ON "invoice_request" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "invoice_request_buyer_user_id_idx" ON "invoice_request" USING btree ("buyer_user_id","system_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_request_order_id_uq" ON "invoice_request" USING btree ("order_id") WHERE ("status" is null or "status" not in ('refused', 'withdrawn'));--> statement-breakpoint
CREATE INDEX "invoice_request_order_idx" ON "invoice_request" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoice_request_tax_lines_parent_idx" ON "invoice_request_tax_lines" USING btree ("parent_id","position");--> statement-breakpoint
-- orders placed before invoices could be asked for have none asked
UPDATE "orders" SET "invoice_status" = 'none' WHERE "invoice_status" IS NULL;
