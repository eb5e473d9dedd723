CREATE TABLE "credit_payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"system_id" integer NOT NULL,
	"payment_no" varchar(32),
	"credit_line_id" integer,
	"amount" numeric(14, 2),
	"paid_on" date,
	"method" varchar(32),
	"voucher" varchar(40),
	"remark" text,
	"owed_after" numeric(14, 2),
	"buyer_enterprise_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_statement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"position" integer NOT NULL,
	"ref_no" varchar(40),
	"remark" varchar(120),
	"booked_on" date,
	"kind" varchar(32),
	"amount" numeric(14, 2)
);
--> statement-breakpoint
CREATE TABLE "credit_statement" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"system_id" integer NOT NULL,
	"statement_no" varchar(32),
	"credit_line_id" integer,
	"period_text" varchar(40),
	"month" varchar(7),
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"buyer_name" varchar(100),
	"seller_name" varchar(100),
	"opening_amount" numeric(14, 2),
	"charge_amount" numeric(14, 2),
	"refund_amount" numeric(14, 2),
	"payment_amount" numeric(14, 2),
	"adjust_amount" numeric(14, 2),
	"closing_amount" numeric(14, 2),
	"outstanding_amount" numeric(14, 2),
	"due_date" date,
	"status" varchar(32),
	"disputed_lines" integer[],
	"dispute_reason" text,
	"seller_reply" text,
	"remark" text,
	"issued_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"buyer_enterprise_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"ref_no" varchar(40) NOT NULL,
	"remark" varchar(120),
	"source" varchar(24) NOT NULL,
	"source_id" integer NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_line" ADD COLUMN "overdue_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "credit_statement_lines" ADD CONSTRAINT "credit_statement_lines_parent_id_credit_statement_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."credit_statement"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_payment_enterprise_idx" ON "credit_payment" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "credit_payment_system_idx" ON "credit_payment" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "credit_statement_lines_parent_idx" ON "credit_statement_lines" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "credit_statement_enterprise_idx" ON "credit_statement" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "credit_statement_system_idx" ON "credit_statement" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "credit_statement_buyer_enterprise_id_idx" ON "credit_statement" USING btree ("buyer_enterprise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_statement_period_uq" ON "credit_statement" USING btree ("credit_line_id","period_end");--> statement-breakpoint
CREATE INDEX "credit_entries_line_idx" ON "credit_entries" USING btree ("line_id","booked_at");--> statement-breakpoint
-- what lines owed before they kept a ledger is their first entry, so 已用额度 stays the sum of the ledger
INSERT INTO "credit_entries" ("line_id", "kind", "amount", "ref_no", "remark", "source", "source_id", "booked_at") SELECT "id", 'charge', "used_amount", '期初欠款', '启用对账单前的已用额度', 'creditLine', "id", now() FROM "credit_line" WHERE coalesce("used_amount", 0) <> 0;
