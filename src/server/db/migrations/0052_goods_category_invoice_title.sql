CREATE TABLE "invoice_title" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"title" varchar(100),
	"kind" varchar(32),
	"tax_no" varchar(18),
	"bank_name" varchar(60),
	"bank_account" varchar(30),
	"address" varchar(120),
	"phone" varchar(20),
	"is_default" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE INDEX "invoice_title_enterprise_idx" ON "invoice_title" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "goods_category_enterprise_idx" ON "goods_category" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "goods_category_system_idx" ON "goods_category" USING btree ("system_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_category_enterprise_id_system_id_category_uq" ON "goods_category" USING btree ("enterprise_id","system_id","category");--> statement-breakpoint
-- lines placed before categories had rates were sold at no rate anyone set: they take the default, 9%
UPDATE "order_lines" SET "tax_rate" = 900 WHERE "tax_rate" IS NULL;
--> statement-breakpoint
-- a database already running its portals gets each category's row at 9%, for its operator to set
INSERT INTO "goods_category" ("enterprise_id", "system_id", "category", "tax_rate")
SELECT e."id", p."system_id", c."category", 900
FROM "portals" p
CROSS JOIN (SELECT min("id") AS "id" FROM "enterprises" WHERE "is_platform") e
CROSS JOIN (VALUES ('饲料'), ('预混料'), ('兽药'), ('疫苗'), ('种畜禽'), ('种子'), ('化肥'), ('养殖设备')) AS c("category")
WHERE e."id" IS NOT NULL;
