CREATE TABLE "shop_qualifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"position" integer NOT NULL,
	"category" varchar(32),
	"license_no" varchar(40),
	"expire_date" date
);
--> statement-breakpoint
ALTER TABLE "shops" ALTER COLUMN "name" SET DATA TYPE varchar(30);--> statement-breakpoint
ALTER TABLE "shops" ALTER COLUMN "name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ALTER COLUMN "logo" SET DATA TYPE varchar(500);--> statement-breakpoint
ALTER TABLE "shops" ALTER COLUMN "audit" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "shops" ALTER COLUMN "audit" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ALTER COLUMN "shop_sort" SET DATA TYPE varchar(32);--> statement-breakpoint
ALTER TABLE "shops" ALTER COLUMN "shop_sort" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "shops" ALTER COLUMN "shop_sort" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "vet_license_image" varchar(500);--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "feed_license_image" varchar(500);--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "breed_license_image" varchar(500);--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "license_image" varchar(500);--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "license_expire" date;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "contact" varchar(20);--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "phone" varchar(20);--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "service_phone" varchar(20);--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "address" varchar(120);--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_qualifications" ADD CONSTRAINT "shop_qualifications_parent_id_shops_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_qualifications_parent_idx" ON "shop_qualifications" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "shops_enterprise_idx" ON "shops" USING btree ("enterprise_id");