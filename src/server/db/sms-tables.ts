import { index, integer, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Every text message the default SMS provider "sent": the development outbox (/dev/sms). */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: serial("id").primaryKey(),
    phone: varchar("phone", { length: 20 }).notNull(),
    purpose: varchar("purpose", { length: 20 }).notNull(),
    content: varchar("content", { length: 300 }).notNull(),
    createdAt: at("created_at").notNull(),
  },
  (t) => [index("sms_outbox_phone_idx").on(t.phone)],
);

/**
 * One verification code per send. The code itself is never stored: `codeHash` is sha256 over a
 * per-row salt. A passed check leaves a one-time ticket (also hashed) for the flow's next step.
 */
export const smsCodes = pgTable(
  "sms_codes",
  {
    id: serial("id").primaryKey(),
    phone: varchar("phone", { length: 20 }).notNull(),
    /** reg, login, retrieve, phoneOld, phoneNew. */
    purpose: varchar("purpose", { length: 20 }).notNull(),
    codeHash: varchar("code_hash", { length: 100 }).notNull(),
    /** Wrong tries so far; the fifth burns the code. */
    tries: integer("tries").notNull().default(0),
    expiresAt: at("expires_at").notNull(),
    /** Set when the code was consumed (verified) or burned; it is never accepted again. */
    usedAt: at("used_at"),
    ticketHash: varchar("ticket_hash", { length: 100 }),
    ticketExpiresAt: at("ticket_expires_at"),
    createdAt: at("created_at").notNull(),
  },
  (t) => [index("sms_codes_phone_idx").on(t.phone, t.createdAt)],
);

/** One-time avatar upload tokens (fileUpload.upload.token.get). */
export const uploadTokens = pgTable("upload_tokens", {
  id: varchar("id", { length: 64 }).primaryKey(),
  userId: integer("user_id").notNull(),
  expiresAt: at("expires_at").notNull(),
  usedAt: at("used_at"),
});

/**
 * Fixed-window request counters (SMS sends, failed logins) by key: `sms:ip:1.2.3.4`, `sms:all`. In the
 * database, so every app process on it counts against the same limits; a row is reused when its window passes.
 */
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 120 }).primaryKey(),
  windowStart: at("window_start").notNull(),
  hits: integer("hits").notNull(),
});
