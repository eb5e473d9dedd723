/**
 * `npm run test:pg`: the server suite on PostgreSQL 15. With DATABASE_URL set it uses that server;
 * otherwise it starts a throwaway cluster from the system's binaries (tests/helpers/pg-cluster.ts), runs the
 * suite, and removes it.
 */
import { spawnSync } from "node:child_process";
import { startCluster } from "./pg-cluster";

/** The server suite on `databaseUrl`; arguments after the script narrow it as they would vitest (`-- tests/server/shop.test.ts`). */
function vitest(databaseUrl: string): number {
  const res = spawnSync("npx", ["vitest", "run", "--project", "server", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  return res.status ?? 1;
}

async function main(): Promise<number> {
  const cluster = await startCluster();
  try {
    if (!process.env.DATABASE_URL) console.log(`PostgreSQL 15 throwaway cluster at ${cluster.url}`);
    return vitest(cluster.url);
  } finally {
    cluster.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
