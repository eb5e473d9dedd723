import pg from "pg";
import { inject } from "vitest";
import { startServerBundle, type RunningServer } from "./running-server";
import { scratchDatabase } from "./scratch-database";

export interface TwoProcesses {
  a: RunningServer;
  b: RunningServer;
  /** A plain connection to their database, for what a test reads or sets directly. */
  sql: pg.Client;
  /** Logs a demo account in (password Demo@1234) through `a`; the session is good on both. */
  login(name: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Two real app processes (the server bundled from its sources, run by plain node as `npm start` runs it) on one copy of the run's seeded PostgreSQL database, as two
 * servers behind a reverse proxy. PGlite lives inside one process, so this exists on PostgreSQL only.
 */
export async function twoProcesses(): Promise<TwoProcesses> {
  const seeded = inject("seeded");
  if (seeded?.kind !== "postgres")
    throw new Error("two app processes need a PostgreSQL server: run this file in the server-postgres project");
  const scratch = await scratchDatabase(seeded.adminUrl, seeded.template);
  const [a, b] = await Promise.all([
    startServerBundle(inject("serverBundle"), { databaseUrl: scratch.url }),
    startServerBundle(inject("serverBundle"), { databaseUrl: scratch.url }),
  ]);
  const sql = new pg.Client({ connectionString: scratch.url });
  await sql.connect();
  const login = async (name: string) => {
    const res = await fetch(`${a.url}/gw/agri.usercenter.login/1.0`, {
      method: "POST",
      headers: { systemId: "56", "content-type": "application/json" },
      body: JSON.stringify({ login: name, password: "Demo@1234" }),
    });
    if (res.status !== 200) throw new Error(`login ${name} failed: ${await res.text()}`);
    return res.headers
      .getSetCookie()
      .find((c) => c.startsWith("agri_sid="))!
      .split(";")[0]!;
  };
  return {
    a,
    b,
    sql,
    login,
    async stop() {
      await sql.end();
      await Promise.all([a.stop(), b.stop()]);
      await scratch.drop();
    },
  };
}
