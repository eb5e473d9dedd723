import { boolean, index, integer, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * Spec §3 "Enterprise info": the operator of a portal, with its branding and registration switches.
 * A portal may list several; the one flagged default is the portal's own (getEnterpriseList → IsDefault).
 */
export const portalEnterprises = pgTable(
  "portal_enterprises",
  {
    id: serial("id").primaryKey(),
    /** The portal (system id) this operator row belongs to. */
    systemId: integer("system_id").notNull(),
    isDefault: boolean("is_default").notNull().default(true),
    titleCh: varchar("title_ch", { length: 80 }).notNull(),
    platformName: varchar("platform_name", { length: 60 }).notNull(),
    logImageUrl: varchar("log_image_url", { length: 300 }).notNull(),
    icon: varchar("icon", { length: 300 }).notNull(),
    twoDimensionalCodeUrl: varchar("two_dimensional_code_url", { length: 300 }).notNull(),
    icp: varchar("icp", { length: 60 }).notNull(),
    copyright: varchar("copyright", { length: 120 }).notNull(),
    openRegistry: boolean("open_registry").notNull().default(true),
    openEnterpriseRegistry: boolean("open_enterprise_registry").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("portal_enterprises_system_idx").on(t.systemId)],
);

/**
 * Footer columns and customer-service columns (two levels, `parentId`) with their article, shown at
 * /introduction?id=. Ids are fixed by the seed because links carry them: 40 is the fallback article for
 * unauthorised users. `enterpriseId` null means the column is shared by every portal.
 */
export const portalColumns = pgTable(
  "portal_columns",
  {
    id: integer("id").primaryKey(),
    enterpriseId: integer("enterprise_id"),
    kind: varchar("kind", { length: 8 }).$type<"foot" | "service">().notNull(),
    parentId: integer("parent_id"),
    name: varchar("name", { length: 40 }).notNull(),
    sort: integer("sort").notNull().default(0),
    /** Article body: paragraphs separated by blank lines; `{platformName}` becomes the portal's name. */
    content: text("content").notNull().default(""),
  },
  (t) => [index("portal_columns_enterprise_idx").on(t.enterpriseId)],
);
