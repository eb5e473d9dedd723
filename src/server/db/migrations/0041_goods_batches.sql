CREATE TABLE "goods_batch" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"system_id" integer NOT NULL,
	"goods_id" integer,
	"batch_no" varchar(40),
	"state" varchar(32),
	"production_date" date,
	"expiry_date" date,
	"origin" varchar(60),
	"quantity" integer,
	"cert_no" varchar(40),
	"cert_image" varchar(500),
	"source_batch" varchar(40),
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "goods_batch_enterprise_idx" ON "goods_batch" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "goods_batch_system_idx" ON "goods_batch" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "goods_batch_goods_idx" ON "goods_batch" USING btree ("goods_id","expiry_date");