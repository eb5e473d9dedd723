import { boolean, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";

const stamps = {
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
};

/** A portal (platform type) and the domain that selects it. */
export const portals = pgTable("portals", {
  id: serial("id").primaryKey(),
  systemId: integer("system_id").notNull().unique(),
  platType: varchar("plat_type", { length: 16 }).notNull().unique(),
  name: varchar("name", { length: 60 }).notNull(),
  domain: varchar("domain", { length: 120 }).notNull(),
  platformPurpose: varchar("platform_purpose", { length: 4 }).notNull().default("0"),
  isDefault: boolean("is_default").notNull().default(false),
  /** Where the seller-center entry sends a shop run in an outside system (sort ORDER_GOODS / ENTER_SHOP), unless the shop names its own. */
  orderGoodsUrl: varchar("order_goods_url", { length: 255 }),
  enterShopUrl: varchar("enter_shop_url", { length: 255 }),
  ...stamps,
});

export const enterprises = pgTable("enterprises", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 80 }).notNull().unique(),
  creditCode: varchar("credit_code", { length: 32 }),
  isPlatform: boolean("is_platform").notNull().default(false),
  ...stamps,
});

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  login: varchar("login", { length: 40 }).notNull().unique(),
  phone: varchar("phone", { length: 20 }).unique(),
  name: varchar("name", { length: 40 }).notNull(),
  image: varchar("image", { length: 500 }),
  /** scrypt: `salt:hash`, both hex. */
  passwordHash: varchar("password_hash", { length: 200 }).notNull(),
  /** Business tags: system ids of the portals this user may use. */
  tags: integer("tags").array().notNull().default([]),
  /** 0 unknown, 1 male, 2 female. */
  gender: integer("gender").notNull().default(0),
  email: varchar("email", { length: 100 }),
  /** Real-name check: 0 none, 1 pending, 2 verified. */
  realNameState: integer("real_name_state").notNull().default(0),
  realName: varchar("real_name", { length: 40 }),
  idCard: varchar("id_card", { length: 18 }),
  /** Failed password logins in the current 15-minute window, and when that window began. */
  failedLogins: integer("failed_logins").notNull().default(0),
  failedSince: timestamp("failed_since", { withTimezone: true, mode: "date" }),
  lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
  ...stamps,
});

export const memberships = pgTable(
  "memberships",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull(),
    enterpriseId: integer("enterprise_id").notNull(),
    isAdmin: boolean("is_admin").notNull().default(false),
    /** 1 purchaser, 2 supplier, 3 both. */
    businessRole: integer("business_role").notNull().default(1),
    ...stamps,
  },
  (t) => [uniqueIndex("memberships_user_enterprise_uq").on(t.userId, t.enterpriseId)],
);

/** Sessions live in the database so several app processes can share them. */
export const sessions = pgTable(
  "sessions",
  {
    id: varchar("id", { length: 64 }).primaryKey(),
    userId: integer("user_id").notNull(),
    enterpriseId: integer("enterprise_id"),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    ...stamps,
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** What a role grants: a menu path or a button code. */
export const roleGrants = pgTable(
  "role_grants",
  {
    roleId: integer("role_id").notNull(),
    kind: varchar("kind", { length: 8 }).$type<"menu" | "button">().notNull(),
    code: varchar("code", { length: 120 }).notNull(),
  },
  (t) => [uniqueIndex("role_grants_uq").on(t.roleId, t.kind, t.code)],
);
