ALTER TABLE "buy_purposes" ALTER COLUMN "buyer_enterprise_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "buy_purposes" ADD COLUMN "shop_name" varchar(60);--> statement-breakpoint
ALTER TABLE "buy_purposes" ADD COLUMN "address" varchar(100);--> statement-breakpoint
-- the buyer's list names the shop it asked; intents sent before keep the shop they were sent to
UPDATE "buy_purposes" AS b SET "shop_name" = s."name" FROM "shops" AS s WHERE s."id" = b."shop_id";
