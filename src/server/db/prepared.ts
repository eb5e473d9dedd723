import type { Db } from "./client";

const built = new WeakMap<Db, Map<string, unknown>>();

/**
 * A statement a hot path sends on every request (the session behind a cookie, a goods page), built once per database
 * with placeholders instead of afresh per call: drizzle's building of a query's SQL was a fifth of the server's time
 * (bench/profile.ts), and PostgreSQL plans a named statement once per connection. `name` is the statement's name on
 * the server, unique per query.
 */
export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  let mine = built.get(db);
  if (!mine) built.set(db, (mine = new Map()));
  if (!mine.has(name)) mine.set(name, build(db));
  return mine.get(name) as T;
}
