CREATE TABLE "enterprise_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"system_id" integer NOT NULL,
	"title" varchar(60) NOT NULL,
	"body" text,
	"link" varchar(255),
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "enterprise_messages_owner_idx" ON "enterprise_messages" USING btree ("enterprise_id","system_id");