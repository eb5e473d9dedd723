-- tenders published before portals owned them belong to the default portal, YYN (56)
ALTER TABLE "bid_order" ADD COLUMN "system_id" integer DEFAULT 56 NOT NULL;--> statement-breakpoint
ALTER TABLE "bid_order" ALTER COLUMN "system_id" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "bid_order_system_idx" ON "bid_order" USING btree ("system_id");
