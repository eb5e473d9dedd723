import { randomBytes } from "node:crypto";
import pg from "pg";
import type { Database } from "../../src/server/db/client";
import { seedDemoRows } from "../../src/server/db/seed";
import type { DemoDocuments } from "../../src/server/db/seed/offers";

// no vitest import here: the global setups (tests/setup/) run in vitest's main process and use this too

export type DemoKind = DemoDocuments extends Map<string, infer K> ? K : never;

const urlOf = (serverUrl: string, name: string) => {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
};

/** A database on the server, made empty or as a copy of `template`; `drop()` removes it once its users closed. */
export async function scratchDatabase(serverUrl: string, template?: string) {
  const name = `agri_t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  } finally {
    await admin.end();
  }
  // Wait for the app's pool to finish closing instead of FORCE-terminating it: a connection killed
  // mid-close raises an error no test can catch, and the run fails although every test passed.
  const drop = async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          await c.query(`DROP DATABASE IF EXISTS ${name}`);
          return;
        } catch (error) {
          const stillInUse = (error as { code?: string }).code === "55006";
          if (!stillInUse || attempt >= 50) throw error;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    } finally {
      await c.end();
    }
  };
  return { name, url: urlOf(serverUrl, name), drop };
}

/** Migrates and seeds a database; what a global setup keeps as the run's seeded database. */
export async function seedOnce(database: Database): Promise<[string, DemoKind][]> {
  await database.migrate();
  const { documents } = await seedDemoRows(database.db);
  return [...documents];
}
