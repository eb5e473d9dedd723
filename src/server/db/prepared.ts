import type { SQL } from "drizzle-orm";
import type { Db, Exec } from "./client";

/** What drizzle keeps of a database or a transaction: its session, whose client sends the statements. */
type WithSession = { session: { client: unknown } };
/** What drizzle keeps of a prepared statement: the client it was built on, which `execute` sends to. */
type OnClient = { client: unknown };

const built = new Map<Function, Map<string, OnClient>>();
/** Each connection's view of each statement, made on its first use there: the pool's connections are few and long-lived. */
const views = new WeakMap<object, Map<string, OnClient>>();

/**
 * A statement a hot path sends on every request (the session behind a cookie, a goods page, an order's submit),
 * built once per process with placeholders instead of afresh per call: drizzle's building of a query's SQL was a
 * fifth of the server's time (bench/profile.ts), and PostgreSQL plans a named statement once per connection.
 * `name` is the statement's name on the server, unique per query.
 *
 * It runs where `exec` runs: on the pool, or on a transaction's own connection, so a submit's statements see
 * its uncommitted writes and roll back with it. drizzle binds a prepared statement to the client it was built
 * on; the one built here is shared (per driver) and each call runs a view of it on `exec`'s client
 * (tests/server/prepared.test.ts fails if a drizzle upgrade moves that field).
 */
export function prepared<T>(exec: Exec | Db, name: string, build: (db: Db, name: string) => T): T {
  const { session } = exec as unknown as WithSession;
  let mine = built.get(session.constructor);
  if (!mine) built.set(session.constructor, (mine = new Map()));
  let query = mine.get(name);
  if (!query) mine.set(name, (query = build(exec as Db, name) as OnClient));
  const client = session.client as object;
  if (query.client === client) return query as T;
  let onClient = views.get(client);
  if (!onClient) views.set(client, (onClient = new Map()));
  let view = onClient.get(name);
  if (!view) onClient.set(name, (view = Object.create(query, { client: { value: client } }) as OnClient));
  return view as T;
}

/** What drizzle keeps to turn SQL into a statement: its dialect renders, its session prepares. */
type Internals = {
  dialect: { sqlToQuery(text: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: boolean,
    ): unknown;
  };
};

/** A statement written as SQL, prepared: it answers `{ rows }` as `db.execute` does. */
export type PreparedSql<Row> = { execute(values: Record<string, unknown>): Promise<{ rows: Row[] }> };

/**
 * For `prepared`: a statement drizzle's builders cannot say (an update of two tables in one round trip), written
 * with `sql` and `sql.placeholder`, prepared as the builders' statements are, under the name `prepared` gives it.
 */
export function statement<Row>(text: SQL): (db: Db, name: string) => PreparedSql<Row> {
  return (db, name) => {
    const { dialect, session } = db as unknown as Internals;
    return session.prepareQuery(dialect.sqlToQuery(text), undefined, name, false) as PreparedSql<Row>;
  };
}
