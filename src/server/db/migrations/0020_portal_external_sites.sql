ALTER TABLE "portals" ADD COLUMN "order_goods_url" varchar(255);--> statement-breakpoint
ALTER TABLE "portals" ADD COLUMN "enter_shop_url" varchar(255);