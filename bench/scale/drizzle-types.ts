/**
 * The type parsers drizzle gives node-postgres: dates and intervals stay text (drizzle-orm/node-postgres/session.js),
 * so a bench server sending the app's statements itself parses rows as the app does.
 */
import pg from "pg";

const AS_TEXT = new Set([1184, 1114, 1082, 1186, 1115, 1185, 1187, 1182, 1231]);

export const drizzleTypes = {
  getTypeParser: (oid: number, format?: "text" | "binary") =>
    AS_TEXT.has(oid) ? (v: string) => v : pg.types.getTypeParser(oid, format),
};
