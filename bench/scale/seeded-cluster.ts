import pg from "pg";
import { openDatabase } from "../../src/server/db/client";
import { seedDatabase } from "../../src/server/db/seed";
import { startCluster } from "../../tests/helpers/pg-cluster";

/**
 * A bench's database: a throwaway PostgreSQL 15 (or DATABASE_URL), migrated and seeded with the demo data, and a
 * plain client on it for the bench's own SQL. `stop` ends the client and removes the cluster.
 */
export async function seededCluster() {
  // a production-like memory setting: the 1M-goods table and its indexes stay cached, as on a real database server
  const cluster = await startCluster({
    locale: "C.UTF-8",
    settings: { shared_buffers: "1GB", maintenance_work_mem: "512MB", max_wal_size: "4GB" },
  });
  try {
    const database = await openDatabase({ databaseUrl: cluster.url });
    await database.migrate();
    await seedDatabase(database.db);
    await database.close();
    const admin = new pg.Client(cluster.url);
    await admin.connect();
    return {
      url: cluster.url,
      admin,
      async stop() {
        await admin.end().catch(() => {});
        cluster.stop();
      },
    };
  } catch (err) {
    cluster.stop();
    throw err;
  }
}
