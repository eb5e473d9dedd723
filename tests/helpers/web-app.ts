import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { createApp, type AppOptions } from "../../src/server/app";
import { platform } from "../../src/server/platform";
import { miniWebRoot } from "./mini-web-root";
import { databaseCopy, type DatabaseCopy } from "./seeded-database";

/**
 * The platform serving a miniature built web app (tests/helpers/mini-web-root.ts) on a copy of the seeded database,
 * for one describe: made in its beforeAll, closed in its afterAll. `warnings` collects what the server logs at warn or
 * worse (a page rendered twice, a render that failed).
 */
export function webApp(o: { render: AppOptions["render"]; warnings?: string[] }): { app: FastifyInstance } {
  const held = {} as { app: FastifyInstance };
  let copy: DatabaseCopy | undefined;
  beforeAll(async () => {
    copy = await databaseCopy();
    held.app = await createApp({
      ...platform,
      db: copy.database.db,
      webRoot: miniWebRoot(),
      listen: copy.database.listen,
      render: o.render,
      ...(o.warnings
        ? { logger: { level: "warn", stream: { write: (line: string) => void o.warnings!.push(line) } } }
        : {}),
    });
  });
  afterAll(async () => {
    await held.app?.close();
    await copy?.close();
  });
  return held;
}
