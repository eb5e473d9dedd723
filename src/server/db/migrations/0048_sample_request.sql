CREATE TABLE "sample_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"system_id" integer NOT NULL,
	"sample_no" varchar(32),
	"goods_id" integer,
	"goods_name" varchar(120),
	"spec" varchar(60),
	"unit" varchar(8),
	"quantity" integer,
	"purpose" varchar(32),
	"contact" varchar(20),
	"phone" varchar(20),
	"region" varchar(60),
	"address" varchar(100),
	"remark" text,
	"status" varchar(32),
	"courier" varchar(40),
	"waybill_no" varchar(40),
	"seller_reply" text,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"buyer_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sample_request_enterprise_idx" ON "sample_request" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "sample_request_system_idx" ON "sample_request" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "sample_request_buyer_user_id_idx" ON "sample_request" USING btree ("buyer_user_id","system_id");