/**
 * The rows of a statement run with `db.execute(sql…)`: node-postgres answers `{ rows }`, PGlite's drizzle driver
 * the same or, for some statements, the array itself.
 */
export const executedRows = <T = Record<string, unknown>>(result: unknown): T[] =>
  (result as { rows?: T[] }).rows ?? (Array.isArray(result) ? (result as T[]) : []);
