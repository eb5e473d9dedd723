import { and, eq, gt } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { endpointsOf } from "../../src/core/check-resources";
import { endpointPath } from "../../src/core/endpoint";
import { createApp, type AppOptions } from "../../src/server/app";
import { platform } from "../../src/server/platform";
import { now } from "../../src/server/clock";
import { openDatabase, type Database } from "../../src/server/db/client";
import { sessions } from "../../src/server/db/schema";
import { diskStore } from "../../src/server/files/store";
import { createFixtureTables } from "./fixture-tables";
import { databaseCopy } from "./seeded-database";

export interface CallOptions {
  cookie?: string;
  systemId?: number | string;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  db: Database["db"];
  /**
   * Logs a demo account in (password Demo@1234) and returns its cookie header: the account's earlier session of this
   * app while it is live and acts for the enterprise it started with; `fresh` logs in anew (a session to end).
   */
  login(loginOrPhone: string, o?: { fresh?: boolean }): Promise<string>;
  /** Calls a resource endpoint (`list`, `create`, ..., or an action name) the way the web app does. */
  call(
    resource: string,
    action: string,
    payload?: Record<string, unknown>,
    opts?: CallOptions,
  ): Promise<LightMyRequestResponse>;
  /**
   * A second app process on the same PostgreSQL database (its own pool and LISTEN connection), as a second
   * server behind a proxy would be; undefined on PGlite, whose database lives inside this one process.
   */
  second(): Promise<{ app: FastifyInstance; db: Database["db"]; close(): Promise<void> } | undefined>;
  close(): Promise<void>;
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
  /**
   * The app to make: the platform's by default. An engine test passes fixture resources (with their hooks and
   * reports): their tables are made on the test's database beside the app's, and `call` names them.
   */
  parts?: Pick<AppOptions, "resources" | "hooks" | "reports">;
}

/** Adds the web client's `systemId` header to `app.inject({...})` calls that have none. */
function sendPortalHeader(app: FastifyInstance) {
  const inject = app.inject.bind(app) as (o: object) => Promise<LightMyRequestResponse>;
  const withHeader = (o: { headers?: Record<string, unknown> }) => {
    const headers = { ...(o.headers ?? {}) };
    if (!Object.keys(headers).some((k) => k.toLowerCase() === "systemid")) headers.systemId = "56";
    return { ...o, headers };
  };
  (app as { inject: unknown }).inject = (o?: object) =>
    o && typeof o === "object" ? inject(withHeader(o)) : inject(o as unknown as object);
}

/**
 * A seeded app on a database of its own: a copy of the run's seeded database (in-memory PGlite, or a scratch
 * database on the run's PostgreSQL), or a migrated empty one with `seed: false`.
 */
export async function testApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const files = opts.uploadDir ? diskStore(opts.uploadDir) : undefined;
  const copy = await databaseCopy({ seed: opts.seed, files });
  const { database } = copy;
  const parts = opts.parts ?? platform;
  if (opts.parts) await createFixtureTables(database.db, parts.resources.resources);
  const app = await createApp({
    ...parts,
    db: database.db,
    clock: opts.clock,
    files,
    uploadDir: opts.uploadDir,
    listen: database.listen,
    jobs: opts.jobs,
  });
  if (opts.portalHeader !== false) sendPortalHeader(app);

  // a login hashes the password (scrypt, tens of ms of CPU): a file that logs the same account in for every case
  // gets the session it already has, while that session is live and acts for the enterprise it started with
  const kept = new Map<string, { sid: string; enterpriseId: number }>();
  const stillAsMade = async (k: { sid: string; enterpriseId: number }) => {
    const [row] = await database.db
      .select({ enterpriseId: sessions.enterpriseId })
      .from(sessions)
      .where(and(eq(sessions.id, k.sid), gt(sessions.expiresAt, now())));
    return row !== undefined && row.enterpriseId === k.enterpriseId;
  };
  const login = async (name: string, o: { fresh?: boolean } = {}) => {
    const known = o.fresh ? undefined : kept.get(name);
    if (known && (await stillAsMade(known))) return `agri_sid=${known.sid}`;
    const res = await app.inject({
      method: "POST",
      url: "/gw/agri.usercenter.login/1.0",
      payload: { login: name, password: "Demo@1234" },
    });
    if (res.statusCode !== 200) throw new Error(`login ${name} failed: ${res.body}`);
    const sid = res.cookies.find((c) => c.name === "agri_sid")!.value;
    const [made] = await database.db
      .select({ enterpriseId: sessions.enterpriseId })
      .from(sessions)
      .where(eq(sessions.id, sid));
    // a session that acts for no enterprise is not kept: a login once the person has joined one would act for it
    if (!o.fresh && made?.enterpriseId != null) kept.set(name, { sid, enterpriseId: made.enterpriseId });
    return `agri_sid=${sid}`;
  };

  const call: TestApp["call"] = (resource, action, payload = {}, o = {}) => {
    const r = parts.resources.byName(resource);
    const e = endpointsOf(r).find(([a]) => a === action || a === `action:${action}`)?.[1];
    if (!e) throw new Error(`${resource} has no endpoint ${action}`);
    const headers: Record<string, string> = {};
    if (o.cookie) headers.cookie = o.cookie;
    if (o.systemId !== undefined) headers.systemId = String(o.systemId);
    const url = `/gw/${endpointPath(e)}`;
    if (e.payload === "params") {
      const query = Object.fromEntries(
        Object.entries(payload).map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : String(v)]),
      );
      return app.inject({ method: e.http, url, query, headers });
    }
    return app.inject({ method: e.http, url, payload, headers });
  };

  const seconds: { close(): Promise<void> }[] = [];
  const second: TestApp["second"] = async () => {
    if (!copy.url) return undefined;
    const other = await openDatabase({ databaseUrl: copy.url });
    const app2 = await createApp({
      ...parts,
      db: other.db,
      clock: opts.clock,
      files,
      uploadDir: opts.uploadDir,
      listen: other.listen,
      jobs: opts.jobs,
    });
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
      await copy.close();
    },
  };
}
