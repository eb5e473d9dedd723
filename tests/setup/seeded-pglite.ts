import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/server/db/client";
import { seedOnce } from "../helpers/scratch-database";

/** Once per run: the seeded demo database on PGlite, dumped to a tarball that each test file loads (tests/helpers/seeded-database.ts). */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "agri-seeded-"));
  const database = await openDatabase({ memory: true });
  const seededAt = Date.now();
  const documents = await seedOnce(database);
  const file = join(dir, "seeded.tar");
  writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await database.close();
  project.provide("seeded", { kind: "pglite", file, documents, seededAt });
  return () => rmSync(dir, { recursive: true, force: true });
}
