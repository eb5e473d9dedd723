import { randomBytes } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { resourceByName } from "../../resources";
import { endpointsOf } from "../../src/core/check-resources";
import { endpointPath } from "../../src/core/endpoint";
import { createApp } from "../../src/server/app";
import { openDatabase, type Database } from "../../src/server/db/client";
import { seedDatabase } from "../../src/server/db/seed";
import { diskStore } from "../../src/server/files/store";

export interface CallOptions {
  cookie?: string;
  systemId?: number | string;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  db: Database["db"];
  /** Logs a demo account in (password Demo@1234) and returns its cookie header. */
  login(loginOrPhone: string): Promise<string>;
  /** Calls a resource endpoint (`list`, `create`, ..., or an action name) the way the web app does. */
  call(resource: string, action: string, payload?: Record<string, unknown>, opts?: CallOptions): Promise<LightMyRequestResponse>;
  /**
   * A second app process on the same PostgreSQL database (its own pool and LISTEN connection), as a second
   * server behind a proxy would be; undefined on PGlite, whose database lives inside this one process.
   */
  second(): Promise<{ app: FastifyInstance; db: Database["db"]; close(): Promise<void> } | undefined>;
  close(): Promise<void>;
}

/** On a PostgreSQL server: a brand-new database for this test file, dropped by `drop()` (testApp's `close()`). */
export async function scratchDatabase(url: string) {
  const name = `agri_t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  // Wait for the app's pool to finish closing instead of FORCE-terminating it: a connection killed
  // mid-close raises an error no test can catch, and the run fails although every test passed.
  const drop = async () => {
    const c = new pg.Client({ connectionString: url });
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
  return { url: u.toString(), drop };
}

export interface TestAppOptions {
  seed?: boolean;
  /** Injected "now" for account rules (SMS expiry and rates, login lock). */
  clock?: () => Date;
  /** Uploaded images go here (a temp dir is best). */
  uploadDir?: string;
  /**
   * Like the web client, every injected request carries `systemId: 56` unless it sets its own, so the
   * CSRF guard lets it through; false sends exactly the headers a test gives (CSRF tests).
   */
  portalHeader?: boolean;
  /** Runs the scheduled jobs (closing auctions) as the server does. */
  jobs?: boolean;
}

/** Adds the web client's `systemId` header to `app.inject({...})` calls that have none. */
function sendPortalHeader(app: FastifyInstance) {
  const inject = app.inject.bind(app) as (o: object) => Promise<LightMyRequestResponse>;
  const withHeader = (o: { headers?: Record<string, unknown> }) => {
    const headers = { ...(o.headers ?? {}) };
    if (!Object.keys(headers).some((k) => k.toLowerCase() === "systemid")) headers.systemId = "56";
    return { ...o, headers };
  };
  (app as { inject: unknown }).inject = (o?: object) => (o && typeof o === "object" ? inject(withHeader(o)) : inject(o as unknown as object));
}

/** A seeded app on a fresh database: in-memory PGlite, or a scratch database when DATABASE_URL is set. */
export async function testApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const server = process.env.DATABASE_URL;
  const scratch = server ? await scratchDatabase(server) : undefined;
  const database = await openDatabase(scratch ? { databaseUrl: scratch.url } : { memory: true });
  await database.migrate();
  const files = opts.uploadDir ? diskStore(opts.uploadDir) : undefined;
  if (opts.seed !== false) await seedDatabase(database.db, { files });
  const app = await createApp({ db: database.db, clock: opts.clock, files, uploadDir: opts.uploadDir, listen: database.listen, jobs: opts.jobs });
  if (opts.portalHeader !== false) sendPortalHeader(app);

  const login = async (name: string) => {
    const res = await app.inject({ method: "POST", url: "/gw/agri.usercenter.login/1.0", payload: { login: name, password: "Demo@1234" } });
    if (res.statusCode !== 200) throw new Error(`login ${name} failed: ${res.body}`);
    const sid = res.cookies.find((c) => c.name === "agri_sid")!;
    return `agri_sid=${sid.value}`;
  };

  const call: TestApp["call"] = (resource, action, payload = {}, o = {}) => {
    const r = resourceByName(resource);
    const e = endpointsOf(r).find(([a]) => a === action || a === `action:${action}`)?.[1];
    if (!e) throw new Error(`${resource} has no endpoint ${action}`);
    const headers: Record<string, string> = {};
    if (o.cookie) headers.cookie = o.cookie;
    if (o.systemId !== undefined) headers.systemId = String(o.systemId);
    const url = `/gw/${endpointPath(e)}`;
    if (e.payload === "params") {
      const query = Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : String(v)]));
      return app.inject({ method: e.http, url, query, headers });
    }
    return app.inject({ method: e.http, url, payload, headers });
  };

  const seconds: { close(): Promise<void> }[] = [];
  const second: TestApp["second"] = async () => {
    if (!scratch) return undefined;
    const other = await openDatabase({ databaseUrl: scratch.url });
    const app2 = await createApp({ db: other.db, clock: opts.clock, files, uploadDir: opts.uploadDir, listen: other.listen, jobs: opts.jobs });
    if (opts.portalHeader !== false) sendPortalHeader(app2);
    const handle = {
      app: app2,
      db: other.db,
      async close() {
        await app2.close();
        await other.close();
      },
    };
    seconds.push(handle);
    return handle;
  };

  return {
    app,
    database,
    db: database.db,
    login,
    call,
    second,
    async close() {
      for (const s of seconds.splice(0)) await s.close().catch(() => undefined);
      await app.close();
      await database.close();
      await scratch?.drop();
    },
  };
}
