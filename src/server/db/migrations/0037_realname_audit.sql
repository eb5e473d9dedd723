CREATE TABLE "real_name_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"system_id" integer NOT NULL,
	"real_name" varchar(40) NOT NULL,
	"id_card" varchar(18) NOT NULL,
	"id_card_front" varchar(500) NOT NULL,
	"id_card_back" varchar(500) NOT NULL,
	"status" varchar(16) DEFAULT 'submitted' NOT NULL,
	"reason" varchar(200),
	"audited_by" integer,
	"audited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certification" ADD COLUMN "credit_code" varchar(18);--> statement-breakpoint
CREATE INDEX "real_name_applications_user_idx" ON "real_name_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "real_name_applications_queue_idx" ON "real_name_applications" USING btree ("system_id","status");