-- 商品图集 was a text of image addresses, one per line; it becomes the images field's list (as after-sale photos
-- are stored), in the same order, blank lines dropped, at most the field's 9 pictures; an empty text becomes no list
ALTER TABLE "goods" ALTER COLUMN "gallery" SET DATA TYPE varchar(500)[] USING (
	CASE WHEN btrim(coalesce("gallery", ''), E' \t\r\n') = '' THEN NULL
	ELSE (regexp_split_to_array(btrim("gallery", E' \t\r\n'), E'\\s+'))[1:9]::varchar(500)[] END
);--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "approval_no" varchar(40);--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "vet_kind" varchar(32);--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "feed_licence" varchar(40);--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "feed_stage" varchar(32);--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "breed" varchar(30);--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "breeding_licence" varchar(40);