ALTER TABLE "bid_offer" ADD COLUMN "awarded_lines" integer[];--> statement-breakpoint
-- a quote awarded before lines could be picked won all of its lines
UPDATE "bid_offer" SET "awarded_lines" = (SELECT array_agg("id" ORDER BY "position") FROM "bid_offer_lines" WHERE "bid_offer_lines"."parent_id" = "bid_offer"."id") WHERE "status" = 'awarded';
