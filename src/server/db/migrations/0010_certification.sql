CREATE TABLE "certification" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"system_id" integer NOT NULL,
	"apply_no" varchar(100),
	"role" integer,
	"license_image" varchar(500),
	"qualification_image" varchar(500),
	"categories" varchar(100),
	"contact" varchar(20),
	"phone" varchar(20),
	"remark" text,
	"status" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "certification_enterprise_idx" ON "certification" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "certification_system_idx" ON "certification" USING btree ("system_id");