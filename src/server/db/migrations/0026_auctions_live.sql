CREATE TABLE "auction_bids" (
	"id" serial PRIMARY KEY NOT NULL,
	"auction_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"user_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	"enterprise_name" varchar(100) NOT NULL,
	"user_name" varchar(40) NOT NULL,
	"passed_over" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_bids_price_positive" CHECK ("auction_bids"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "auction" ALTER COLUMN "quantity" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "auction" ADD COLUMN "bidders" varchar(32);--> statement-breakpoint
ALTER TABLE "auction" ADD COLUMN "extend_minutes" integer;--> statement-breakpoint
ALTER TABLE "auction" ADD COLUMN "winner_name" varchar(100);--> statement-breakpoint
ALTER TABLE "auction" ADD COLUMN "winner_enterprise_id" integer;--> statement-breakpoint
ALTER TABLE "auction" ADD COLUMN "winner_user_id" integer;--> statement-breakpoint
ALTER TABLE "auction" ADD COLUMN "winner_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "auction" ADD COLUMN "order_no" varchar(32);--> statement-breakpoint
CREATE UNIQUE INDEX "auction_bids_seq_uq" ON "auction_bids" USING btree ("auction_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "auction_bids_price_uq" ON "auction_bids" USING btree ("auction_id","price");--> statement-breakpoint
CREATE INDEX "auction_bids_bidder_idx" ON "auction_bids" USING btree ("enterprise_id","auction_id");--> statement-breakpoint
-- auctions made before bidding opened: anyone may bid, and the anti-sniping window is the default 5 minutes
UPDATE "auction" SET "bidders" = 'any' WHERE "bidders" IS NULL;--> statement-breakpoint
UPDATE "auction" SET "extend_minutes" = 5 WHERE "extend_minutes" IS NULL;
