import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

export interface RegistrationSwitches {
  /** The portal row exists at all. */
  known: boolean;
  openRegistry: boolean;
  openEnterpriseRegistry: boolean;
}

/** Portals whose registration is closed when the portal row does not (yet) carry the switches. */
const CLOSED_BY_DEFAULT = [63, 64];

function flag(v: unknown, fallback: boolean): boolean {
  if (v === undefined || v === null) return fallback;
  return v === true || v === 1 || v === "1" || v === "true" || v === "t";
}

type Rows = { rows?: Record<string, unknown>[] };

/**
 * The portal's registration switches: the default operator row of `portal_enterprises` (spec §3
 * "Enterprise info" carries openRegistry / openEnterpriseRegistry), else switch columns on the portal row.
 * Read as plain rows on purpose: those tables belong to the portals module and may be older or newer.
 */
export async function registrationSwitches(db: Db, systemId: number): Promise<RegistrationSwitches> {
  const closed = { known: false, openRegistry: false, openEnterpriseRegistry: false };
  if (!Number.isInteger(systemId)) return closed;
  const portal = (
    (await db.execute(sql`select * from portals where system_id = ${systemId} limit 1`)) as unknown as Rows
  ).rows?.[0];
  if (!portal) return closed;
  const has = (
    (await db.execute(sql`select to_regclass('public.portal_enterprises') is not null as has`)) as unknown as Rows
  ).rows?.[0]?.has;
  const operator = has
    ? (
        (await db.execute(
          sql`select * from portal_enterprises where system_id = ${systemId} order by is_default desc, id limit 1`,
        )) as unknown as Rows
      ).rows?.[0]
    : undefined;
  const row = { ...portal, ...(operator ?? {}) };
  const fallback = !CLOSED_BY_DEFAULT.includes(systemId);
  return {
    known: true,
    openRegistry: flag(row.open_registry ?? row.openRegistry, fallback),
    openEnterpriseRegistry: flag(row.open_enterprise_registry ?? row.openEnterpriseRegistry, fallback),
  };
}
