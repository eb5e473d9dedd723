CREATE TABLE "webhook_delivery_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"position" integer NOT NULL,
	"attempted_at" timestamp with time zone,
	"status_code" integer,
	"duration_ms" integer,
	"response" varchar(500),
	"error" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "webhook_delivery" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"event_id" varchar(40),
	"event_type" varchar(60),
	"url" varchar(500),
	"status" varchar(32),
	"attempt_count" integer,
	"next_attempt_at" timestamp with time zone,
	"last_status_code" integer,
	"last_error" varchar(255),
	"delivered_at" timestamp with time zone,
	"body" text,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"name" varchar(30),
	"url" varchar(500),
	"events" varchar(32),
	"secret" varchar(80),
	"status" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_delivery_attempts" ADD CONSTRAINT "webhook_delivery_attempts_parent_id_webhook_delivery_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."webhook_delivery"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_delivery_attempts_parent_idx" ON "webhook_delivery_attempts" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "webhook_delivery_enterprise_idx" ON "webhook_delivery" USING btree ("enterprise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_delivery_event_uq" ON "webhook_delivery" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "webhook_delivery_due_idx" ON "webhook_delivery" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "webhook_enterprise_idx" ON "webhook" USING btree ("enterprise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_enterprise_system_uq" ON "webhook" USING btree ("enterprise_id");