import { inject } from "vitest";
import { scratchDatabase } from "./scratch-database";

/**
 * A copy of the run's seeded PostgreSQL database for a server process a test spawns: seeding an embedded database
 * in each spawned process cost ~30 s of CPU a start. Server files that spawn processes run in the server-postgres
 * project, whose setup provides the template.
 */
export async function seededPostgresCopy(): Promise<{ url: string; drop: () => Promise<void> }> {
  const seeded = inject("seeded");
  if (seeded?.kind !== "postgres")
    throw new Error(
      "a spawned server's database is a copy of the seeded PostgreSQL one: run this file in server-postgres",
    );
  return scratchDatabase(seeded.adminUrl, seeded.template);
}
