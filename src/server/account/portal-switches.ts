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

/**
 * The portal's registration switches. Read as a plain row on purpose: the columns belong to the
 * portal table's owner and may be named open_registry / openRegistry or be absent on an older schema.
 */
export async function registrationSwitches(db: Db, systemId: number): Promise<RegistrationSwitches> {
  if (!Number.isInteger(systemId)) return { known: false, openRegistry: false, openEnterpriseRegistry: false };
  const result = (await db.execute(sql`select * from portals where system_id = ${systemId} limit 1`)) as unknown as { rows?: Record<string, unknown>[] };
  const row = result.rows?.[0];
  if (!row) return { known: false, openRegistry: false, openEnterpriseRegistry: false };
  const fallback = !CLOSED_BY_DEFAULT.includes(systemId);
  return {
    known: true,
    openRegistry: flag(row.open_registry ?? row.openRegistry, fallback),
    openEnterpriseRegistry: flag(row.open_enterprise_registry ?? row.openEnterpriseRegistry, fallback),
  };
}
