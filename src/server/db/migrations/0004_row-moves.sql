CREATE TABLE "row_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource" varchar(40) NOT NULL,
	"row_id" integer NOT NULL,
	"move" varchar(40) NOT NULL,
	"label" varchar(40) NOT NULL,
	"from_state" varchar(32),
	"to_state" varchar(32),
	"note" jsonb,
	"user_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "row_moves_row_idx" ON "row_moves" USING btree ("resource","row_id");