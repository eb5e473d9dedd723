import { and, count, eq } from "drizzle-orm";
import type { Db } from "./db/client";
import { memberships } from "./db/schema";
import { demoAccountsIn, platformEnterpriseId, seedPlatform } from "./db/seed/platform";

/** Why production will not start: the message names the accounts and both ways out. */
export class DemoDataInProduction extends Error {
  constructor(logins: string[]) {
    super(
      `NODE_ENV=production refuses a database that holds demo accounts (${logins.join(", ")}), whose password is public. ` +
        "Start production on a database of its own (another DATABASE_URL or DATA_DIR), or run the demo without NODE_ENV=production.",
    );
  }
}

/**
 * Production's start: no demo account may exist (their password is in the README), the portals and the operator's
 * enterprise are made once, and what is still missing is returned as notes for the log (no operator yet).
 */
export async function prepareProduction(db: Db): Promise<string[]> {
  const demo = await demoAccountsIn(db);
  if (demo.length) throw new DemoDataInProduction(demo);
  await seedPlatform(db);
  const platform = await platformEnterpriseId(db);
  const [operators] = await db
    .select({ n: count() })
    .from(memberships)
    .where(and(eq(memberships.enterpriseId, platform!), eq(memberships.isAdmin, true)));
  return Number(operators!.n)
    ? []
    : ["no platform operator yet: create the first one with `npm run admin:create` (docs/security.md)"];
}
