import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { openDatabase, type Database } from "../../src/server/db/client";
import { seedDemoRows, storeDemoDocuments } from "../../src/server/db/seed";
import type { FileStore } from "../../src/server/files/store";
import { scratchDatabase, type DemoKind } from "./scratch-database";

/**
 * The demo database every server test file starts from. A global setup (tests/setup/seeded-*.ts) migrates and
 * seeds it once per run; each file then opens its own copy: PGlite loads the dumped tarball, PostgreSQL clones a
 * template database. Building it afresh cost ~5 s of CPU a file; a copy costs well under one.
 */
export type SeededDatabase = (
  | { kind: "pglite" /** the dumped data dir (a tarball) */; file: string }
  | { kind: "postgres" /** a database on the server to create others from */; adminUrl: string; template: string }
) & {
  documents: [string, DemoKind][];
  /** When it was seeded (epoch ms): the demo's times (a lot live for the first hour) count from then. */
  seededAt: number;
};

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's seeded database, when the project's global setup made one. */
    seeded: SeededDatabase | undefined;
  }
}

/** The PostgreSQL server of this run, when the project runs on one (its setup provides it). */
export function postgresServer(): string | undefined {
  const seeded = inject("seeded");
  return seeded?.kind === "postgres" ? seeded.adminUrl : undefined;
}

/** The run's seeded database's "fresh start": the time its demo rows were seeded at. */
export function seededAt(): number {
  const seeded = inject("seeded");
  if (!seeded) throw new Error("no seeded database in this project: its global setup makes one");
  return seeded.seededAt;
}

export interface DatabaseCopy {
  database: Database;
  /** Its connection string on PostgreSQL, for a second process on the same database. */
  url?: string;
  close(): Promise<void>;
}

/**
 * A database of this test file's own: a copy of the run's seeded one (with the demo PDFs put into `files`, when
 * given), or with `seed: false` a freshly migrated empty one. Outside a project that seeds (a bench), it is made
 * here.
 */
export async function databaseCopy(o: { seed?: boolean; files?: FileStore } = {}): Promise<DatabaseCopy> {
  const seeded = inject("seeded");
  const server = seeded?.kind === "postgres" ? seeded.adminUrl : undefined;
  const scratch = server
    ? await scratchDatabase(
        server,
        o.seed === false ? undefined : seeded!.kind === "postgres" ? seeded!.template : undefined,
      )
    : undefined;
  const fromSnapshot = o.seed !== false && seeded !== undefined;
  const database = scratch
    ? await openDatabase({ databaseUrl: scratch.url })
    : fromSnapshot && seeded.kind === "pglite"
      ? await openDatabase({ snapshot: new Blob([readFileSync(seeded.file)]) })
      : await openDatabase({ memory: true });
  let documents: [string, DemoKind][] = fromSnapshot ? seeded.documents : [];
  if (!fromSnapshot) {
    await database.migrate();
    if (o.seed !== false) documents = [...(await seedDemoRows(database.db)).documents];
  }
  if (o.files) await storeDemoDocuments(o.files, new Map(documents));
  return {
    database,
    url: scratch?.url,
    async close() {
      await database.close();
      await scratch?.drop();
    },
  };
}
