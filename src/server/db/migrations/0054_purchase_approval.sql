CREATE TABLE "purchase_approval_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" varchar(120),
	"spec" varchar(60),
	"unit" varchar(8),
	"price" numeric(14, 2),
	"quantity" integer,
	"amount" numeric(14, 2)
);
--> statement-breakpoint
CREATE TABLE "approval_rule" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"name" varchar(30),
	"subject" varchar(32),
	"employee_id" integer,
	"role_id" integer,
	"order_limit" numeric(14, 2),
	"monthly_budget" numeric(14, 2),
	"first_approver_id" integer,
	"final_approver_id" integer,
	"hold_hours" integer,
	"budget_month" varchar(7),
	"budget_used" numeric(14, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_approval" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"system_id" integer NOT NULL,
	"order_no" varchar(32),
	"source" varchar(32),
	"order_id" integer,
	"seller_name" varchar(100),
	"requester_name" varchar(40),
	"amount" numeric(14, 2),
	"reason" varchar(60),
	"rule_name" varchar(30),
	"order_limit" numeric(14, 2),
	"monthly_budget" numeric(14, 2),
	"budget_used" numeric(14, 2),
	"budget_left" numeric(14, 2),
	"hold_until" timestamp with time zone,
	"status" varchar(32),
	"return_reason" text,
	"requester_user_id" integer NOT NULL,
	"first_approver_user_id" integer,
	"final_approver_user_id" integer,
	"rule_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budget_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"month" varchar(7) NOT NULL,
	"source" varchar(24) NOT NULL,
	"source_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budget_usage" (
	"rule_id" integer NOT NULL,
	"month" varchar(7) NOT NULL,
	"used" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "budget_usage_rule_id_month_pk" PRIMARY KEY("rule_id","month")
);
--> statement-breakpoint
ALTER TABLE "purchase_approval_lines" ADD CONSTRAINT "purchase_approval_lines_parent_id_purchase_approval_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."purchase_approval"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_approval_lines_parent_idx" ON "purchase_approval_lines" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "approval_rule_enterprise_idx" ON "approval_rule" USING btree ("enterprise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_rule_enterprise_id_employee_id_uq" ON "approval_rule" USING btree ("enterprise_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_rule_enterprise_id_role_id_uq" ON "approval_rule" USING btree ("enterprise_id","role_id");--> statement-breakpoint
CREATE INDEX "purchase_approval_enterprise_idx" ON "purchase_approval" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "purchase_approval_system_idx" ON "purchase_approval" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "purchase_approval_requester_user_id_idx" ON "purchase_approval" USING btree ("requester_user_id","system_id");--> statement-breakpoint
CREATE INDEX "purchase_approval_first_approver_user_id_idx" ON "purchase_approval" USING btree ("first_approver_user_id");--> statement-breakpoint
CREATE INDEX "purchase_approval_final_approver_user_id_idx" ON "purchase_approval" USING btree ("final_approver_user_id");--> statement-breakpoint
CREATE INDEX "purchase_approval_order_idx" ON "purchase_approval" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "budget_charges_source_idx" ON "budget_charges" USING btree ("source","source_id");