CREATE TABLE "bid_line_takes" (
	"bid_line_id" integer PRIMARY KEY NOT NULL,
	"bid_id" integer NOT NULL,
	"quote_id" integer NOT NULL,
	"quote_line_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"position" integer NOT NULL,
	"goods_name" varchar(60),
	"spec" varchar(100),
	"quantity" numeric(14, 3),
	"unit" varchar(32),
	"budget_price" numeric(14, 2)
);
--> statement-breakpoint
CREATE TABLE "bid_quote_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"position" integer NOT NULL,
	"source_line_id" integer NOT NULL,
	"goods_name" varchar(60),
	"spec" varchar(100),
	"quantity" numeric(14, 3),
	"unit" varchar(32),
	"goods_id" integer,
	"unit_price" numeric(14, 2),
	"supply_quantity" integer
);
--> statement-breakpoint
ALTER TABLE "bid" ADD COLUMN "delivery_regions" varchar(6)[];--> statement-breakpoint
ALTER TABLE "bid" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "bid_quote" ADD COLUMN "accepted_lines" integer[];--> statement-breakpoint
ALTER TABLE "bid_lines" ADD CONSTRAINT "bid_lines_parent_id_bid_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."bid"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_quote_lines" ADD CONSTRAINT "bid_quote_lines_parent_id_bid_quote_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."bid_quote"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bid_line_takes_bid_idx" ON "bid_line_takes" USING btree ("bid_id");--> statement-breakpoint
CREATE INDEX "bid_line_takes_quote_idx" ON "bid_line_takes" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "bid_lines_parent_idx" ON "bid_lines" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "bid_quote_lines_parent_idx" ON "bid_quote_lines" USING btree ("parent_id","position");--> statement-breakpoint
-- each bid's one goods becomes its first line, each offer its answer to it (hand-written data conversion)
INSERT INTO "bid_lines" ("parent_id", "position", "goods_name", "quantity", "unit", "budget_price")
  SELECT "id", 0, "goods_name", "quantity", "unit", "budget_price" FROM "bid";--> statement-breakpoint
INSERT INTO "bid_quote_lines" ("parent_id", "position", "source_line_id", "goods_name", "spec", "quantity", "unit", "goods_id", "unit_price", "supply_quantity")
  SELECT q."id", 0, l."id", l."goods_name", l."spec", l."quantity", l."unit", q."goods_id", q."unit_price", q."quantity"
  FROM "bid_quote" q JOIN "bid_lines" l ON l."parent_id" = q."bid_id";--> statement-breakpoint
UPDATE "bid_quote" q SET "accepted_lines" = ARRAY(SELECT ql."id" FROM "bid_quote_lines" ql WHERE ql."parent_id" = q."id")
  WHERE q."status" = 'ordered';--> statement-breakpoint
INSERT INTO "bid_line_takes" ("bid_line_id", "bid_id", "quote_id", "quote_line_id")
  SELECT ql."source_line_id", q."bid_id", q."id", ql."id" FROM "bid_quote" q JOIN "bid_quote_lines" ql ON ql."parent_id" = q."id"
  WHERE q."status" = 'ordered';--> statement-breakpoint
UPDATE "bid" SET "delivery_regions" = '{}', "delivery_date" = ("deadline" + interval '7 days')::date;--> statement-breakpoint
-- a bid may now have several accepted offers, one per line: bid_line_takes holds the one-winner rule
DROP INDEX IF EXISTS "bid_quote_one_ordered_uq";--> statement-breakpoint
ALTER TABLE "bid" DROP COLUMN "goods_name";--> statement-breakpoint
ALTER TABLE "bid" DROP COLUMN "quantity";--> statement-breakpoint
ALTER TABLE "bid" DROP COLUMN "unit";--> statement-breakpoint
ALTER TABLE "bid" DROP COLUMN "budget_price";--> statement-breakpoint
ALTER TABLE "bid_quote" DROP COLUMN "goods_id";--> statement-breakpoint
ALTER TABLE "bid_quote" DROP COLUMN "goods_name";--> statement-breakpoint
ALTER TABLE "bid_quote" DROP COLUMN "unit_price";--> statement-breakpoint
ALTER TABLE "bid_quote" DROP COLUMN "quantity";