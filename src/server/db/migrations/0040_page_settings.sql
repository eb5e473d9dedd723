CREATE TABLE "page_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"page" varchar(60) NOT NULL,
	"hidden" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "page_settings_user_page_uq" ON "page_settings" USING btree ("user_id","page");