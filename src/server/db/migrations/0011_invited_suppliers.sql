ALTER TABLE "bid_order" ADD COLUMN "invited_suppliers" integer[];--> statement-breakpoint
ALTER TABLE "certification" ADD COLUMN "company_name" varchar(100);--> statement-breakpoint
UPDATE "certification" SET "company_name" = "enterprises"."name" FROM "enterprises" WHERE "enterprises"."id" = "certification"."enterprise_id";