ALTER TABLE "goods" ADD COLUMN "approval_no" varchar(40);--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "vet_kind" varchar(32);--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "feed_licence" varchar(40);--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "feed_stage" varchar(32);--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "breed" varchar(30);--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "breeding_licence" varchar(40);