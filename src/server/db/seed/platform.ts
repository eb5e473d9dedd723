import { count, eq, inArray, sql } from "drizzle-orm";
import type { Db, Exec } from "../client";
import { enterprises, portals, users } from "../schema";
import { DEMO_USERS, ENTERPRISES } from "./accounts";
import { seedUnits } from "./dictionaries";
import { seedPortals } from "./portals";
import { seedTaxRates } from "./tax-rates";

/** Serialises the first start of several processes on one PostgreSQL: the demo seed and the platform rows take it. */
export const SEED_LOCK = sql`select pg_advisory_xact_lock(560056)`;

export const hasPortals = async (tx: Exec) => Number((await tx.select({ n: count() }).from(portals))[0]!.n) > 0;

/**
 * What a production database starts with (no demo data): the six portals with their brands and service columns,
 * the operator's enterprise, the units every goods form needs and each category's tax rate. Idempotent; returns whether it wrote them.
 */
export async function seedPlatform(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(SEED_LOCK);
    if (await hasPortals(tx)) return false;
    await seedPortals(tx);
    const [platform] = await tx.insert(enterprises).values(ENTERPRISES.platform).returning({ id: enterprises.id });
    await seedUnits(tx, platform!.id);
    await seedTaxRates(tx, platform!.id, { demo: false });
    return true;
  });
}

/** The operator's enterprise: the one platform row, which `seedPlatform` (or the demo seed) made. */
export async function platformEnterpriseId(db: Exec): Promise<number | undefined> {
  const [row] = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(eq(enterprises.isPlatform, true))
    .orderBy(enterprises.id)
    .limit(1);
  return row?.id;
}

/**
 * The demo accounts a database holds, by login. Registration makes a person's login their phone number, so no
 * stranger can make one of these names: finding one means the demo seed ran on this database.
 */
export async function demoAccountsIn(db: Exec): Promise<string[]> {
  const rows = await db
    .select({ login: users.login })
    .from(users)
    .where(
      inArray(
        users.login,
        DEMO_USERS.map((u) => u.login),
      ),
    )
    .orderBy(users.id);
  return rows.map((r) => r.login);
}
