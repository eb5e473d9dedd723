ALTER TABLE "goods" ADD COLUMN "freight_mode" varchar(32);--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "freight_free_from" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "freight_first_qty" integer;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "freight_first" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "freight_next_qty" integer;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "freight_next" numeric(14, 2);--> statement-breakpoint
-- 运费(元/单) becomes a rule: an amount above nothing is 固定运费 of that amount, anything else 包邮, which keeps no amount
UPDATE "goods" SET
	"freight_mode" = CASE WHEN coalesce("freight", 0) > 0 THEN 'fixed' ELSE 'free' END,
	"freight" = CASE WHEN coalesce("freight", 0) > 0 THEN "freight" END;
