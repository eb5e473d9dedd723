import { sql, type SQL } from "drizzle-orm";

// The platform's days and months are China's (UTC+8): a seller's 今日 and a purchaser's 本月 begin at midnight in
// Shanghai. date_trunc, ::date and to_char of a timestamptz read it in the database session's TimeZone (UTC on a
// default cluster and in PGlite), which put an order made at 00:30 under the day before; so every statement that cuts
// time into days or months goes through these, which name the zone instead of inheriting one.

const ZONE = sql.raw("'Asia/Shanghai'");

/** An instant (a timestamptz column or value) as China's wall clock: a timestamp without zone. */
export const chinaClock = (instant: unknown): SQL => sql`(${instant} at time zone ${ZONE})`;

/** China's wall clock (a timestamp without zone) back to the instant it names. */
export const instantOf = (clock: SQL): SQL => sql`(${clock} at time zone ${ZONE})`;

/** The China day an instant falls on, as the wall-clock midnight that starts it (group and compare by this). */
export const chinaDay = (instant: unknown): SQL => sql`date_trunc('day', ${chinaClock(instant)})`;

/** The China month an instant falls on, as the wall-clock midnight of its first day. */
export const chinaMonth = (instant: unknown): SQL => sql`date_trunc('month', ${chinaClock(instant)})`;

/** A wall-clock timestamp as text: `MM-DD` for a chart's day, `YYYY-MM` for its month, `YYYY-MM-DD` for a date. */
export const clockText = (clock: SQL, format: "MM-DD" | "YYYY-MM" | "YYYY-MM-DD"): SQL =>
  sql`to_char(${clock}, ${sql.raw(`'${format}'`)})`;

/** A JS instant as SQL (a timestamptz), e.g. the process clock's now, taken once so a report's statements agree. */
export const instantParam = (at: Date): SQL => sql`${at.toISOString()}::timestamptz`;
