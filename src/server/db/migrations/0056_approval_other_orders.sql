ALTER TABLE "purchase_approval_lines" ALTER COLUMN "quantity" SET DATA TYPE numeric(14, 3);--> statement-breakpoint
ALTER TABLE "purchase_approval" ADD COLUMN "undone" varchar(20);--> statement-breakpoint
UPDATE "purchase_approval" SET "undone" = '订单已取消' WHERE "undone" IS NULL;