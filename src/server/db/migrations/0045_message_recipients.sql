ALTER TABLE "enterprise_messages" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "enterprise_messages" ADD COLUMN "menu" varchar(255);--> statement-breakpoint
ALTER TABLE "enterprise_messages" ADD COLUMN "resource" varchar(40);--> statement-breakpoint
ALTER TABLE "enterprise_messages" ADD COLUMN "row_id" integer;--> statement-breakpoint
CREATE INDEX "enterprise_messages_user_idx" ON "enterprise_messages" USING btree ("user_id","system_id");