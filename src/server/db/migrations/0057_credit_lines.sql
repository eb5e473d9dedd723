CREATE TABLE "credit_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"system_id" integer NOT NULL,
	"buyer_name" varchar(100),
	"buyer_code" varchar(18),
	"limit_amount" numeric(14, 2),
	"days" integer,
	"used_amount" numeric(14, 2),
	"remark" text,
	"status" varchar(32),
	"suspend_reason" text,
	"seller_name" varchar(100),
	"buyer_enterprise_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "credit_line_enterprise_idx" ON "credit_line" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "credit_line_system_idx" ON "credit_line" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "credit_line_buyer_enterprise_id_idx" ON "credit_line" USING btree ("buyer_enterprise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_line_enterprise_id_system_id_buyer_code_uq" ON "credit_line" USING btree ("enterprise_id","system_id","buyer_code");