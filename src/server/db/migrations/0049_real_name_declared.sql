DROP INDEX "real_name_applications_queue_idx";--> statement-breakpoint
ALTER TABLE "real_name_applications" ALTER COLUMN "real_name" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "real_name_applications" ALTER COLUMN "real_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "real_name_applications" ALTER COLUMN "id_card" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "real_name_applications" ALTER COLUMN "id_card_front" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "real_name_applications" ALTER COLUMN "id_card_back" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "real_name_applications" ALTER COLUMN "status" SET DATA TYPE varchar(32);--> statement-breakpoint
ALTER TABLE "real_name_applications" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "real_name_applications" ALTER COLUMN "status" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "real_name_applications" ALTER COLUMN "reason" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "real_name_applications" ADD COLUMN "phone" varchar(20);--> statement-breakpoint
ALTER TABLE "real_name_applications" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "real_name_applications_system_idx" ON "real_name_applications" USING btree ("system_id");--> statement-breakpoint
CREATE UNIQUE INDEX "real_name_applications_user_id_uq" ON "real_name_applications" USING btree ("user_id") WHERE ("status" is null or "status" not in ('approved', 'rejected'));--> statement-breakpoint
-- the applications become resources/real-name.ts: each keeps its account's phone, and its history as the declared
-- moves (sent by the person, decided by the operator, with the reason), which now say who decided instead of audited_by
UPDATE "real_name_applications" r SET "phone" = u."phone" FROM "users" u WHERE u."id" = r."user_id";--> statement-breakpoint
INSERT INTO "row_moves" ("resource", "row_id", "move", "label", "from_state", "to_state", "note", "user_id", "enterprise_id", "created_at")
SELECT 'realName', "id", 'create', '新增', NULL, 'submitted', NULL, "user_id", 0, "created_at" FROM "real_name_applications";--> statement-breakpoint
INSERT INTO "row_moves" ("resource", "row_id", "move", "label", "from_state", "to_state", "note", "user_id", "enterprise_id", "created_at")
SELECT 'realName', "id",
  CASE "status" WHEN 'approved' THEN 'approve' ELSE 'reject' END,
  CASE "status" WHEN 'approved' THEN '通过' ELSE '驳回' END,
  'submitted', "status",
  CASE WHEN "status" = 'rejected' THEN jsonb_build_object('reason', jsonb_build_object('label', '驳回原因', 'value', "reason")) END,
  COALESCE("audited_by", 0),
  COALESCE((SELECT "id" FROM "enterprises" WHERE "is_platform" ORDER BY "id" LIMIT 1), 0),
  COALESCE("audited_at", "created_at")
FROM "real_name_applications" WHERE "status" IN ('approved', 'rejected');--> statement-breakpoint
ALTER TABLE "real_name_applications" DROP COLUMN "audited_by";