-- an employee's roles move onto its row (the invitation names them); the assignments kept so far come along
ALTER TABLE "employee" ADD COLUMN "role_ids" integer[];--> statement-breakpoint
ALTER TABLE "employee" ADD COLUMN "invite_expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "employee" e SET "role_ids" = r.ids FROM (SELECT "employee_id", array_agg("role_id" ORDER BY "role_id") AS ids FROM "employee_roles" GROUP BY "employee_id") r WHERE r."employee_id" = e."id";--> statement-breakpoint
DROP TABLE "employee_roles" CASCADE;
