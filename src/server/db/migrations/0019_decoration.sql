CREATE TABLE "shop_decoration" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"system_id" integer NOT NULL,
	"shop_id" integer,
	"theme" varchar(32),
	"slogan" varchar(40),
	"notice" text,
	"featured" integer[],
	"status" varchar(32),
	"published_at" timestamp with time zone,
	"published" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_nav" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"system_id" integer NOT NULL,
	"label" varchar(8),
	"target" varchar(32),
	"kind_id" integer,
	"link" varchar(200),
	"sort" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_decoration_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"position" integer NOT NULL,
	"image" varchar(500),
	"link" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "shop_decoration_floors" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" varchar(20),
	"source" varchar(32),
	"goods_ids" integer[],
	"kind_id" integer
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "banner" varchar(500);--> statement-breakpoint
ALTER TABLE "shop_decoration_banners" ADD CONSTRAINT "shop_decoration_banners_parent_id_shop_decoration_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."shop_decoration"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_decoration_floors" ADD CONSTRAINT "shop_decoration_floors_parent_id_shop_decoration_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."shop_decoration"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_decoration_enterprise_idx" ON "shop_decoration" USING btree ("enterprise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_decoration_enterprise_system_uq" ON "shop_decoration" USING btree ("enterprise_id","system_id");--> statement-breakpoint
CREATE INDEX "shop_decoration_system_idx" ON "shop_decoration" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "shop_nav_enterprise_idx" ON "shop_nav" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "shop_nav_system_idx" ON "shop_nav" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "shop_decoration_banners_parent_idx" ON "shop_decoration_banners" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "shop_decoration_floors_parent_idx" ON "shop_decoration_floors" USING btree ("parent_id","position");--> statement-breakpoint
-- Every shop gets its decoration (one per shop, as a new shop does from now on). A shop that had the old
-- shops.decoration (banner, colour, slogan, featured goods) keeps it: as its draft and as its published version.
INSERT INTO "shop_decoration" ("enterprise_id", "system_id", "shop_id", "theme", "slogan", "featured", "status", "published_at", "published")
SELECT x."enterprise_id", x."system_id", x."id", x."theme", x."slogan",
  ARRAY(SELECT jsonb_array_elements_text(x."featured")::int),
  CASE WHEN x."decoration" IS NULL THEN 'draft' ELSE 'published' END,
  CASE WHEN x."decoration" IS NULL THEN NULL ELSE now() END,
  CASE WHEN x."decoration" IS NULL THEN NULL ELSE jsonb_build_object(
    'theme', x."theme", 'slogan', x."slogan", 'notice', NULL,
    'banners', CASE WHEN coalesce(x."decoration"->>'banner', '') <> '' THEN jsonb_build_array(jsonb_build_object('image', x."decoration"->>'banner', 'link', NULL)) ELSE '[]'::jsonb END,
    'featured', x."featured", 'floors', '[]'::jsonb, 'nav', '[]'::jsonb,
    'publishedAt', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) END
FROM (
  SELECT s."id", s."enterprise_id", s."system_id", s."decoration",
    CASE WHEN s."decoration"->>'color' IN ('#2e7d32', '#558b2f', '#00838f', '#1565c0', '#6d4c41', '#ef6c00', '#c62828', '#37474f') THEN s."decoration"->>'color' ELSE '#2e7d32' END AS "theme",
    left(s."decoration"->>'slogan', 40) AS "slogan",
    CASE WHEN jsonb_typeof(s."decoration"->'featured') = 'array' THEN s."decoration"->'featured' ELSE '[]'::jsonb END AS "featured"
  FROM "shops" s
) x
ON CONFLICT ("enterprise_id", "system_id") DO NOTHING;--> statement-breakpoint
INSERT INTO "shop_decoration_banners" ("parent_id", "position", "image")
SELECT d."id", 0, s."decoration"->>'banner' FROM "shops" s JOIN "shop_decoration" d ON d."shop_id" = s."id"
WHERE coalesce(s."decoration"->>'banner', '') <> '';--> statement-breakpoint
ALTER TABLE "shops" DROP COLUMN "decoration";