CREATE TABLE "goods_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"system_id" integer NOT NULL,
	"category" varchar(32),
	"tax_rate" integer,
	"remark" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tax_rate" integer;--> statement-breakpoint
CREATE INDEX "goods_category_enterprise_idx" ON "goods_category" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "goods_category_system_idx" ON "goods_category" USING btree ("system_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_category_enterprise_id_system_id_category_uq" ON "goods_category" USING btree ("enterprise_id","system_id","category");--> statement-breakpoint
-- lines placed before categories had rates were sold at no rate anyone set: they take the default, 9%
UPDATE "order_lines" SET "tax_rate" = 900 WHERE "tax_rate" IS NULL;
