CREATE TABLE "auction" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"system_id" integer NOT NULL,
	"title" varchar(60),
	"goods_id" integer,
	"quantity" numeric(14, 3),
	"unit" varchar(32),
	"start_price" numeric(14, 2),
	"step" numeric(14, 2),
	"reserve_price" numeric(14, 2),
	"deposit" numeric(14, 2),
	"current_price" numeric(14, 2),
	"bid_count" integer,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"remark" text,
	"status" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"system_id" integer NOT NULL,
	"title" varchar(60),
	"goods_name" varchar(60),
	"category" varchar(32),
	"quantity" numeric(14, 3),
	"unit" varchar(32),
	"budget_price" numeric(14, 2),
	"factory_id" integer,
	"deadline" timestamp with time zone,
	"contact" varchar(20),
	"phone" varchar(20),
	"remark" text,
	"status" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"order_no" varchar(100),
	"platform_code" varchar(32),
	"title" varchar(80),
	"category" varchar(32),
	"goods_name" varchar(60),
	"spec" varchar(100),
	"quantity" numeric(14, 3),
	"unit" varchar(32),
	"budget_amount" numeric(14, 2),
	"factory_id" integer,
	"quote_end" timestamp with time zone,
	"delivery_date" date,
	"pay_terms" varchar(32),
	"contact" varchar(20),
	"phone" varchar(20),
	"remark" text,
	"status" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"name" varchar(20),
	"phone" varchar(20),
	"department" varchar(30),
	"position" varchar(30),
	"email" varchar(60),
	"status" integer,
	"remark" varchar(100),
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "factory" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"name" varchar(40),
	"code" varchar(20),
	"region" varchar(40),
	"address" varchar(120),
	"contact" varchar(20),
	"phone" varchar(20),
	"is_default" boolean,
	"remark" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"system_id" integer NOT NULL,
	"name" varchar(60),
	"code" varchar(32),
	"category" varchar(32),
	"shop_classify_id" integer,
	"brand" varchar(40),
	"spec" varchar(60),
	"unit" varchar(32),
	"price" numeric(14, 2),
	"market_price" numeric(14, 2),
	"stock" integer,
	"min_order" integer,
	"image" varchar(500),
	"description" text,
	"status" varchar(32),
	"on_sale_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"name" varchar(20),
	"description" varchar(100),
	"sort" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_classify" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"system_id" integer NOT NULL,
	"name" varchar(20),
	"parent_id" integer,
	"sort" integer,
	"visible" boolean,
	"remark" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_roles" (
	"employee_id" integer NOT NULL,
	"role_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprises" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"credit_code" varchar(32),
	"is_platform" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enterprises_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"business_role" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portals" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"plat_type" varchar(16) NOT NULL,
	"name" varchar(60) NOT NULL,
	"domain" varchar(120) NOT NULL,
	"platform_purpose" varchar(4) DEFAULT '0' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portals_system_id_unique" UNIQUE("system_id"),
	CONSTRAINT "portals_plat_type_unique" UNIQUE("plat_type")
);
--> statement-breakpoint
CREATE TABLE "role_grants" (
	"role_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"code" varchar(120) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"enterprise_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"login" varchar(40) NOT NULL,
	"phone" varchar(20),
	"name" varchar(40) NOT NULL,
	"image" varchar(500),
	"password_hash" varchar(200) NOT NULL,
	"tags" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_login_unique" UNIQUE("login"),
	CONSTRAINT "users_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE INDEX "auction_enterprise_idx" ON "auction" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "auction_system_idx" ON "auction" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "bid_enterprise_idx" ON "bid" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "bid_system_idx" ON "bid" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "bid_order_enterprise_idx" ON "bid_order" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "employee_enterprise_idx" ON "employee" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "factory_enterprise_idx" ON "factory" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "goods_enterprise_idx" ON "goods" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "goods_system_idx" ON "goods" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "role_enterprise_idx" ON "role" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "shop_classify_enterprise_idx" ON "shop_classify" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "shop_classify_system_idx" ON "shop_classify" USING btree ("system_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_roles_uq" ON "employee_roles" USING btree ("employee_id","role_id");--> statement-breakpoint
CREATE INDEX "employee_roles_role_idx" ON "employee_roles" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_user_enterprise_uq" ON "memberships" USING btree ("user_id","enterprise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "role_grants_uq" ON "role_grants" USING btree ("role_id","kind","code");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");