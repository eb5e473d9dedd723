import { sql } from "drizzle-orm";
import { generateDrizzleJson, generateMigration } from "drizzle-kit/api";
import type { Resource } from "../../src/core/define-resource";
import type { Exec } from "../../src/server/db/client";
import { addResourceTables, resourceLinesTables, resourceTables } from "../../src/server/db/table-store";

/**
 * Makes the tables of fixture resources on a test's database, as drizzle-kit would write their migration: the
 * DDL is generated from the same drizzle tables the server queries (src/server/db/table-store.ts), so a fixture
 * declares its resource and nothing else. The database already holds the app's own tables (accounts, moves, messages).
 */
export async function createFixtureTables(db: Exec, resources: readonly Resource[]): Promise<void> {
  addResourceTables(resources);
  const tables = Object.fromEntries(
    resources.flatMap((r) => [
      [r.name, resourceTables[r.name]!],
      ...Object.entries(resourceLinesTables[r.name] ?? {}).map(([field, t]) => [`${r.name}.${field}`, t]),
    ]),
  );
  const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(tables));
  for (const statement of statements) await db.execute(sql.raw(statement));
}
