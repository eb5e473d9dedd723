ALTER TABLE "bid_order" ADD COLUMN "delivery_from" date;--> statement-breakpoint
ALTER TABLE "bid_order" ADD COLUMN "attachment" varchar(40);--> statement-breakpoint
ALTER TABLE "bid_offer" ADD COLUMN "attachment" varchar(40);