CREATE TABLE "goods_looks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"looked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "goods_looks_uq" ON "goods_looks" USING btree ("user_id","goods_id");--> statement-breakpoint
CREATE INDEX "goods_looks_recent_idx" ON "goods_looks" USING btree ("user_id","looked_at");