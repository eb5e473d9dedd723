import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { storedFiles } from "../db/schema";

/**
 * Where uploads live. Names are the upload endpoint's (random hex and an extension, checked by the caller
 * before any lookup), and a stored file never changes, so any process may serve any name.
 */
export interface FileStore {
  readonly kind: "disk" | "database";
  put(name: string, data: Buffer): Promise<void>;
  /** The file, or undefined when no such name was stored. */
  read(name: string): Promise<Buffer | undefined>;
  has(name: string): Promise<boolean>;
}

/** One directory on this machine: the single-process default (DATA_DIR/uploads). */
export function diskStore(dir: string): FileStore {
  mkdirSync(dir, { recursive: true });
  return {
    kind: "disk",
    async put(name, data) {
      writeFileSync(join(dir, name), data);
    },
    async read(name) {
      const path = join(dir, name);
      return existsSync(path) ? readFileSync(path) : undefined;
    },
    async has(name) {
      return existsSync(join(dir, name));
    },
  };
}

/** The `stored_files` table: what several app processes on one PostgreSQL share. */
export function databaseStore(db: Db): FileStore {
  return {
    kind: "database",
    async put(name, data) {
      await db.insert(storedFiles).values({ name, data, size: data.length }).onConflictDoNothing();
    },
    async read(name) {
      const [row] = await db.select({ data: storedFiles.data }).from(storedFiles).where(eq(storedFiles.name, name));
      return row?.data;
    },
    async has(name) {
      const [row] = await db.select({ size: storedFiles.size }).from(storedFiles).where(eq(storedFiles.name, name));
      return !!row;
    },
  };
}

export type FileStoreKind = FileStore["kind"];

/**
 * FILE_STORE picks the store: `database` or `disk`. Unset, a PostgreSQL server (which several processes may
 * share) keeps files in the database and the embedded database keeps them on disk beside itself.
 */
export function fileStoreKindOf(env: { FILE_STORE?: string; DATABASE_URL?: string }): FileStoreKind {
  const v = env.FILE_STORE?.trim();
  if (v === "database" || v === "disk") return v;
  if (v) throw new Error(`FILE_STORE must be "database" or "disk", not "${v}"`);
  return env.DATABASE_URL ? "database" : "disk";
}
