import { and, asc, eq, sql } from "drizzle-orm";
import { holdableBy, type Resource } from "../../core/define-resource";
import { catalogueOfKept, platformTypeOf, type Grants } from "../../core/permissions";
import type { Db } from "../db/client";
import { prepared } from "../db/prepared";
import { employee, enterprises, memberships, roleGrants } from "../db/schema";

export const NO_GRANTS: Grants = { admin: false, menus: [], buttons: [] };

export interface MembershipView {
  id: number;
  name: string;
  isAdmin: boolean;
  businessRole: number;
  /** The platform operator's own enterprise. */
  isPlatform: boolean;
}

/** The enterprises a user belongs to, oldest membership first. */
export async function membershipsOf(db: Db, userId: number): Promise<MembershipView[]> {
  return db
    .select({
      id: enterprises.id,
      name: enterprises.name,
      isAdmin: memberships.isAdmin,
      businessRole: memberships.businessRole,
      isPlatform: enterprises.isPlatform,
    })
    .from(memberships)
    .innerJoin(enterprises, eq(enterprises.id, memberships.enterpriseId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.id));
}

/**
 * What a user holds in an enterprise: administrators hold everything; anyone else holds the
 * grants of the roles of their enabled employee record there (linked by user id). Given the portal's
 * system id, the grants are scoped to that platform type's catalogue of the app's resources.
 */
export async function grantsOf(
  db: Db,
  userId: number,
  membership: MembershipView | undefined,
  on?: { systemId: number; resources: readonly Resource[] },
): Promise<Grants> {
  const platform = on === undefined ? undefined : platformTypeOf(on.systemId);
  // on a known portal nothing outside its platform type's catalogue is held, administrators included
  // and nothing of the platform's own rows (数据字典) outside the platform's enterprise
  const scope = platform
    ? { scope: catalogueOfKept(holdableBy(on!.resources, !!membership?.isPlatform), platform) }
    : {};
  if (!membership) return { ...NO_GRANTS, ...scope };
  if (membership.isAdmin) return { admin: true, menus: [], buttons: [], ...scope };
  const rows = await prepared(db, "role_grants_of", roleGrantsOf).execute({ userId, enterpriseId: membership.id });
  return {
    admin: false,
    menus: rows.filter((r) => r.kind === "menu").map((r) => r.code),
    buttons: rows.filter((r) => r.kind === "button").map((r) => r.code),
    ...scope,
  };
}

/** The read behind grantsOf for an employee, which every guarded call of a non-administrator asks. */
const roleGrantsOf = (db: Db, name: string) =>
  db
    .selectDistinct({ kind: roleGrants.kind, code: roleGrants.code })
    .from(employee)
    .innerJoin(roleGrants, sql`${roleGrants.roleId} = any(${employee.roleIds})`)
    .where(
      and(
        eq(employee.userId, sql.placeholder("userId")),
        eq(employee.enterpriseId, sql.placeholder("enterpriseId")),
        eq(employee.status, 1),
      ),
    )
    .prepare(name);
