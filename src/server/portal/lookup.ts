import { and, asc, eq, isNull, or } from "drizzle-orm";
import type { Exec } from "../db/client";
import { portalColumns, portalEnterprises, portals } from "../db/schema";

export type PortalRow = typeof portals.$inferSelect;
export type PortalEnterpriseRow = typeof portalEnterprises.$inferSelect;

/** Host name of a portal URL such as `http://ay.localhost:3000/index`; bare hosts work too. */
export function hostOf(url: string): string {
  try {
    return new URL(url.includes("://") ? url : `http://${url}`).hostname.toLowerCase();
  } catch {
    return "";
  }
}

/** The portal of a host; unknown hosts (127.0.0.1, localhost) fall to the default portal, YYN. */
export async function portalByHost(db: Exec, host: string): Promise<PortalRow | undefined> {
  const all = await db.select().from(portals).orderBy(asc(portals.systemId));
  return all.find((p) => p.domain === host) ?? all.find((p) => p.isDefault) ?? all[0];
}

export async function portalBySystemId(db: Exec, systemId: number): Promise<PortalRow | undefined> {
  const [row] = await db.select().from(portals).where(eq(portals.systemId, systemId));
  return row;
}

/** The operator enterprise-info rows of a portal, default first. */
export async function enterprisesOfPortal(db: Exec, systemId: number): Promise<PortalEnterpriseRow[]> {
  const rows = await db
    .select()
    .from(portalEnterprises)
    .where(eq(portalEnterprises.systemId, systemId))
    .orderBy(asc(portalEnterprises.id));
  return rows.sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/** Columns an enterprise shows: its own and the shared ones (enterprise id null). */
export async function columnsOf(db: Exec, enterpriseId: number, kind: "foot" | "service") {
  return db
    .select()
    .from(portalColumns)
    .where(
      and(
        eq(portalColumns.kind, kind),
        or(eq(portalColumns.enterpriseId, enterpriseId), isNull(portalColumns.enterpriseId)),
      ),
    )
    .orderBy(asc(portalColumns.sort), asc(portalColumns.id));
}

/** Top-level columns with their children as `nextColumn` (spec §3 "Service column"). */
export function columnTree(rows: (typeof portalColumns.$inferSelect)[]) {
  return rows
    .filter((r) => r.parentId === null)
    .map((r) => ({
      id: r.id,
      name: r.name,
      nextColumn: rows.filter((c) => c.parentId === r.id).map((c) => ({ id: c.id, name: c.name })),
    }));
}
