DROP INDEX "user_coupons_uq";--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "amount" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "min_amount" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "min_amount" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "total" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "taken" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "taken" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "enterprise_id" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "system_id" integer;--> statement-breakpoint
UPDATE "coupons" c SET "enterprise_id" = s."enterprise_id", "system_id" = s."system_id" FROM "shops" s WHERE s."id" = c."shop_id";--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "enterprise_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "system_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "kind" varchar(32);--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "rate" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_discount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "per_user" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "start_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "status" varchar(32);--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "coupons" SET "kind" = 'amount', "per_user" = 1, "status" = 'active', "taken" = coalesce("taken", 0);--> statement-breakpoint
CREATE INDEX "coupons_enterprise_idx" ON "coupons" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "coupons_system_idx" ON "coupons" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "user_coupons_user_idx" ON "user_coupons" USING btree ("coupon_id","user_id");