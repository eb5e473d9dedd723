ALTER TABLE "buy_purposes" ALTER COLUMN "goods_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "buy_purposes" ALTER COLUMN "contact" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "buy_purposes" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "buy_purposes" ALTER COLUMN "quantity" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "buy_purposes" ALTER COLUMN "remark" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "buy_purposes" ADD COLUMN "enterprise_id" integer;--> statement-breakpoint
ALTER TABLE "buy_purposes" ADD COLUMN "intent_no" varchar(32);--> statement-breakpoint
ALTER TABLE "buy_purposes" ADD COLUMN "goods_name" varchar(120);--> statement-breakpoint
ALTER TABLE "buy_purposes" ADD COLUMN "spec" varchar(60);--> statement-breakpoint
ALTER TABLE "buy_purposes" ADD COLUMN "unit" varchar(8);--> statement-breakpoint
ALTER TABLE "buy_purposes" ADD COLUMN "buyer_name" varchar(100);--> statement-breakpoint
ALTER TABLE "buy_purposes" ADD COLUMN "target_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "buy_purposes" ADD COLUMN "region" varchar(60);--> statement-breakpoint
ALTER TABLE "buy_purposes" ADD COLUMN "status" varchar(32);--> statement-breakpoint
ALTER TABLE "buy_purposes" ADD COLUMN "quote_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "buy_purposes" ADD COLUMN "valid_days" integer;--> statement-breakpoint
ALTER TABLE "buy_purposes" ADD COLUMN "valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "buy_purposes" ADD COLUMN "seller_reply" text;--> statement-breakpoint
ALTER TABLE "buy_purposes" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "buy_purposes" ADD COLUMN "buyer_enterprise_id" integer;--> statement-breakpoint
ALTER TABLE "buy_purposes" ADD COLUMN "shop_id" integer;--> statement-breakpoint
ALTER TABLE "buy_purposes" ADD COLUMN "sku_id" integer;--> statement-breakpoint
ALTER TABLE "buy_purposes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "buy_purposes_enterprise_idx" ON "buy_purposes" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "buy_purposes_system_idx" ON "buy_purposes" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "buy_purposes_buyer_idx" ON "buy_purposes" USING btree ("user_id","system_id");--> statement-breakpoint
-- intents left before a seller could answer them: each goes to its goods' shop and is still waiting for a reply
UPDATE "buy_purposes" b SET "enterprise_id" = g."enterprise_id", "goods_name" = g."name", "unit" = g."unit", "status" = 'open', "updated_at" = b."created_at",
  "intent_no" = 'YX' || to_char(b."created_at" AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDD') || lpad(b."id"::text, 4, '0')
  FROM "goods" g WHERE g."id" = b."goods_id";--> statement-breakpoint
UPDATE "buy_purposes" b SET "shop_id" = s."id" FROM "shops" s WHERE s."enterprise_id" = b."enterprise_id" AND s."system_id" = b."system_id";--> statement-breakpoint
UPDATE "buy_purposes" b SET "buyer_enterprise_id" = m."enterprise_id", "buyer_name" = e."name"
  FROM "memberships" m JOIN "enterprises" e ON e."id" = m."enterprise_id"
  WHERE m."user_id" = b."user_id" AND m."id" = (SELECT min(m2."id") FROM "memberships" m2 WHERE m2."user_id" = b."user_id");--> statement-breakpoint
-- an intent left anonymously or by a personal account names no buyer enterprise a private price could be for,
-- and one on goods since removed has no seller to answer it: neither can take a step of the new flow
DELETE FROM "buy_purposes" WHERE "user_id" IS NULL OR "enterprise_id" IS NULL OR "shop_id" IS NULL OR "buyer_enterprise_id" IS NULL;--> statement-breakpoint
ALTER TABLE "buy_purposes" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "buy_purposes" ALTER COLUMN "enterprise_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "buy_purposes" ALTER COLUMN "buyer_enterprise_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "buy_purposes" ALTER COLUMN "shop_id" SET NOT NULL;
