import { customType, integer, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  // PGlite hands back a Uint8Array, node-postgres a Buffer: the store always sees a Buffer
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * Uploaded files kept in the database (FILE_STORE=database, the default on DATABASE_URL): every app process
 * on one PostgreSQL serves every upload, with no shared disk.
 */
export const storedFiles = pgTable("stored_files", {
  name: varchar("name", { length: 64 }).primaryKey(),
  data: bytea("data").notNull(),
  size: integer("size").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * Whose each uploaded file is: the uploader and the enterprise it acted for. A row may name only its own party's
 * files (src/server/operations/file-owners.ts); the demo documents are recorded for the enterprise of their row.
 */
export const fileUploads = pgTable("file_uploads", {
  name: varchar("name", { length: 64 }).primaryKey(),
  userId: integer("user_id"),
  enterpriseId: integer("enterprise_id"),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
