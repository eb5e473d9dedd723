import { and, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { enterpriseMessages } from "../db/schema";
import { grantsOf } from "../auth/grants";
import type { MallCaller } from "./route";

/**
 * The messages one caller reads on this portal: those to the person, and those to the enterprise it acts for
 * whose menu it holds (an administrator holds every menu). A personal identity reads only its own.
 */
export async function messagesOf(db: Db, c: MallCaller): Promise<SQL> {
  const m = enterpriseMessages;
  const person = eq(m.userId, c.user?.id ?? -1);
  // a move the platform made on a row of no portal (an invitation lapsing) is told on every portal: system id 0
  const portal = or(eq(m.systemId, c.systemId), eq(m.systemId, 0))!;
  if (!c.enterprise || !c.user) return and(portal, person)!;
  const grants = await grantsOf(db, c.user.id, c.enterprise, { systemId: c.systemId, resources: c.registry.resources });
  const menu = grants.admin
    ? undefined
    : or(isNull(m.menu), grants.menus.length ? inArray(m.menu, grants.menus) : undefined);
  return and(portal, or(person, and(eq(m.enterpriseId, c.enterprise.id), isNull(m.userId), menu)))!;
}

/** The NOTIFY keys an open stream of this caller listens for: its enterprise's and its own. */
export const messageKeysOf = (c: MallCaller): string[] => [
  ...(c.user ? [`u:${c.user.id}`] : []),
  ...(c.enterprise ? [`e:${c.enterprise.id}`] : []),
];
