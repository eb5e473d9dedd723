ALTER TABLE "goods" ADD COLUMN "manufacturer" varchar(60);--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "order_multiple" integer;