CREATE TABLE "file_uploads" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer,
	"enterprise_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- the files rows already name are their rows' enterprises' own (recordRowFiles does the same for a new seed)
INSERT INTO "file_uploads" ("name", "enterprise_id") SELECT "contract", "enterprise_id" FROM "tender_order" WHERE "contract" IS NOT NULL ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "file_uploads" ("name", "enterprise_id") SELECT "attachment", "enterprise_id" FROM "bid_offer" WHERE "attachment" IS NOT NULL ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "file_uploads" ("name", "enterprise_id") SELECT "attachment", "enterprise_id" FROM "bid_order" WHERE "attachment" IS NOT NULL ON CONFLICT DO NOTHING;
