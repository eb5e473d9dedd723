import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/server/db/client";
import { startCluster } from "../helpers/pg-cluster";
import { scratchDatabase, seedOnce } from "../helpers/scratch-database";

/**
 * Once per run: PostgreSQL 15 (DATABASE_URL, or a throwaway cluster from the system's binaries) and on it the seeded
 * demo database, which each test file clones as a template (CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const cluster = await startCluster();
  const template = await scratchDatabase(cluster.url);
  const database = await openDatabase({ databaseUrl: template.url });
  const seededAt = Date.now();
  const documents = await seedOnce(database);
  // a template database takes no connections while it is copied
  await database.close();
  project.provide("seeded", { kind: "postgres", adminUrl: cluster.url, template: template.name, documents, seededAt });
  return async () => {
    await template.drop().catch(() => undefined);
    cluster.stop();
  };
}
