import { and, eq } from "drizzle-orm";
import type { Resource } from "../../src/core/define-resource";
import { personOf, rowUser } from "./server-person";
import { memberships, resourceTables, users } from "../../src/server/db/schema";
import type { CallOptions, TestApp } from "./server-app";

const operators = new WeakMap<TestApp, string>();
/** The platform operator's session in this app (demo login `admin`). */
async function operatorOf(t: TestApp): Promise<string> {
  if (!operators.has(t)) operators.set(t, await t.login("admin"));
  return operators.get(t)!;
}

/** Who published each row made for a ref read through an audience (`bidOrder:12` → its cookie); server-refs fills it. */
export const publishers = new Map<string, string>();

/** The enterprise reading through an `ownerOf` audience: whoever owns the row `refIds` point to. */
export function ownerReader(
  r: Resource,
  audienceName: string,
  refIds: Record<string, number>,
  opts: CallOptions = {},
): CallOptions {
  const key = r.audiences![audienceName]!.ownerOf!;
  const cookie = publishers.get(`${r.fields[key]!.ref}:${refIds[key]}`);
  if (!cookie) throw new Error(`${r.name}.${key} was not made by refIdsFor: no owner to read as`);
  return { ...opts, cookie };
}

/**
 * Who runs `action` on a row: the row's owner, the operator for a platform audience's action (an audit), or for
 * an action run by another audience that audience's reader (the tender's owner awards a quote), after its seal
 * is opened, since nobody decides on sealed prices.
 */
export async function actorFor(
  t: TestApp,
  r: Resource,
  action: string,
  refIds: Record<string, number>,
  owner: CallOptions,
  id?: number,
): Promise<CallOptions> {
  const by = r.actions![action]!.by;
  if (by === undefined) return owner;
  // the operator audits: the platform's administrator, on the row's portal
  if (r.audiences![by]!.platform) return { ...owner, cookie: await operatorOf(t) };
  // the person a row names answers it (加入 an invitation), on any portal
  if (r.audiences![by]!.person) return personOf(t, r, id!);
  // the person the row names for its state (an approval's approver) decides it, acting for the row's enterprise
  if (r.audiences![by]!.assignee) return assigneeOf(t, r, by, id!);
  // the enterprise the row names (a statement's buyer) answers it, through its administrator
  if (r.audiences![by]!.partyOf !== undefined) return partyOf(t, r, by, id!);
  // the person who made the row through an owner audience (a buyer's after-sale) acts on it, on the row's portal
  const owned = r.audiences![by]!.owner;
  if (owned) {
    const { row, phone } = await rowUser(t, r, id!, owned.column);
    return { cookie: await t.login(phone!), systemId: Number(row!.systemId) };
  }

  await openSeal(t, r, by, refIds);
  return ownerReader(r, by, refIds, owner);
}

/** The person a row names for its current state through an assignee audience, logged in on the row's portal. */
export async function assigneeOf(t: TestApp, r: Resource, audience: string, id: number): Promise<CallOptions> {
  const table = resourceTables[r.name]!;
  const [row] = (await t.db.select().from(table).where(eq(table.id, id))) as Record<string, unknown>[];
  const column = r.audiences![audience]!.assignee!.byState[String(row?.[r.flow!.field])];
  const { phone } = column ? await rowUser(t, r, id, column) : { phone: undefined };
  if (!phone) throw new Error(`${r.name} ${id} names nobody with an account for its state in ${audience}`);
  return { cookie: await t.login(phone), ...(row!.systemId === undefined ? {} : { systemId: Number(row!.systemId) }) };
}

/** The administrator of the enterprise a row names through a partyOf audience, logged in on the row's portal. */
/**
 * Names the enterprise of the demo account `phone` (丰收, 13800000002) in a row's partyOf column, as a row naming
 * its party would (a credit line to a registered buyer): for rows whose party the server names only when one exists.
 */
export async function nameParty(t: TestApp, r: Resource, id: number, column: string, phone = "13800000002") {
  const table = resourceTables[r.name]!;
  await t.db
    .update(table)
    .set({ [column]: await enterpriseOf(t, phone) } as never)
    .where(eq(table.id, id));
}

/** The enterprise the demo account `phone` belongs to. */
async function enterpriseOf(t: TestApp, phone: string): Promise<number> {
  const [party] = await t.db
    .select({ id: memberships.enterpriseId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(users.phone, phone));
  return party!.id;
}

export async function partyOf(t: TestApp, r: Resource, audience: string, id: number): Promise<CallOptions> {
  const table = resourceTables[r.name]!;
  const column = r.audiences![audience]!.partyOf!;
  const read = async () => ((await t.db.select().from(table).where(eq(table.id, id))) as Record<string, unknown>[])[0];
  let row = await read();
  // a row whose party is not registered yet (a statement to a buyer known by its code only) is given one: 丰收, or
  // 康牧 for 丰收's own rows
  if (!Number(row?.[column] ?? 0)) {
    const fengshou = await enterpriseOf(t, "13800000002");
    await nameParty(t, r, id, column, Number(row?.enterpriseId) === fengshou ? "13800000003" : "13800000002");
    row = await read();
  }
  const party = Number(row?.[column] ?? 0);
  const [admin] = await t.db
    .select({ phone: users.phone })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.enterpriseId, party), eq(memberships.isAdmin, true)));
  if (!admin?.phone) throw new Error(`${r.name} ${id} names no enterprise with an administrator in ${audience}`);
  return {
    cookie: await t.login(admin.phone),
    ...(row!.systemId === undefined ? {} : { systemId: Number(row!.systemId) }),
  };
}

/** Lets the moment that opens an audience's seal pass (a tender's deadline), straight in the database. */
export async function openSeal(t: TestApp, r: Resource, audienceName: string, refIds: Record<string, number>) {
  const seal = r.audiences![audienceName]!.sealed;
  if (!seal?.passed) return;
  const table = resourceTables[r.fields[seal.ref]!.ref!]!;
  await t.db
    .update(table)
    .set({ [seal.passed]: new Date(Date.now() - 60_000) } as never)
    .where(eq(table.id, refIds[seal.ref]!));
}
