-- a database from before this rule may hold two open applications of one kind: the later one stands, the earlier
-- ones are superseded (as a new application supersedes an approved one), so the index below can be made
UPDATE "certification" c SET "status" = 'superseded'
WHERE (c."status" is null or c."status" not in ('approved', 'rejected', 'withdrawn', 'superseded'))
  AND EXISTS (
    SELECT 1 FROM "certification" later
    WHERE later."enterprise_id" = c."enterprise_id" AND later."system_id" = c."system_id" AND later."role" = c."role"
      AND (later."status" is null or later."status" not in ('approved', 'rejected', 'withdrawn', 'superseded'))
      AND later."id" > c."id"
  );--> statement-breakpoint
CREATE UNIQUE INDEX "certification_enterprise_id_system_id_role_uq" ON "certification" USING btree ("enterprise_id","system_id","role") WHERE ("status" is null or "status" not in ('approved', 'rejected', 'withdrawn', 'superseded'));
