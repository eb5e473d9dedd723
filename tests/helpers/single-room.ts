import { and, eq, sql } from "drizzle-orm";
import { platformOwned, type Resource } from "../../src/core/define-resource";
import { DEMO_USERS, ENTERPRISES } from "../../src/server/db/seed/accounts";
import { enterprises, resourceTables } from "../../src/server/db/schema";
import { freshPerson, personOwned } from "./person-room";
import type { CallOptions, TestApp } from "./server-app";

const hasRoom = async (t: TestApp, r: Resource, opts: CallOptions) => {
  const res = await t.call(r.name, "list", { pageSize: 1 }, opts);
  return res.statusCode === 200 && res.json().data.total === 0;
};

/** Whether the caller's enterprise holds what `r` requires (an audited 竞价业务 for an offer): its list answers. */
const mayUse = async (t: TestApp, r: Resource, opts: CallOptions) =>
  (await t.call(r.name, "list", { pageSize: 1 }, opts)).statusCode === 200;

/**
 * Who may create a row of `r`: the operator for the platform's own rows; the caller, unless its enterprise lacks what `r` requires (then the first demo
 * administrator whose enterprise has it), or unless `r` keeps one row per enterprise and portal (a shop) and the
 * caller's enterprise has it already; then the first demo administrator whose enterprise has none there
 * (13800000006, registered and nothing more).
 */
export async function roomFor(
  t: TestApp,
  r: Resource,
  opts: CallOptions,
  except: readonly string[] = [],
): Promise<CallOptions> {
  // a person's own rows are made by a person with room for one; the platform's own rows (数据字典) by the operator
  if (personOwned(r)) return { ...opts, cookie: await freshPerson(t) };
  if (platformOwned(r)) return { ...opts, cookie: await t.login("admin") };
  // `except`: logins whose enterprise must not make it (the tenant a tenancy test looks from)
  const admins = DEMO_USERS.filter(
    (u) => u.member?.isAdmin && u.member.enterprise !== "platform" && !except.includes(u.phone ?? u.login),
  );
  if (r.requires && !(await mayUse(t, r, opts))) {
    for (const u of admins) {
      const other = { ...opts, cookie: await t.login(u.phone ?? u.login) };
      if (await mayUse(t, r, other)) return other;
    }
  }
  if (!r.single || (await hasRoom(t, r, opts))) return opts;
  for (const u of admins) {
    const other = { ...opts, cookie: await t.login(u.phone ?? u.login) };
    if (await hasRoom(t, r, other)) return other;
  }
  // every enterprise has its row there: the newcomer's is one an earlier test made, and it is parked on a portal
  // of its own (its id, negated), so the ids that test holds still name a row
  const newcomer = DEMO_USERS.find((u) => u.member?.enterprise === "xinnong")!;
  const [e] = await t.db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(eq(enterprises.name, ENTERPRISES.xinnong.name));
  const table = resourceTables[r.name]!;
  await t.db
    .update(table)
    .set({ systemId: sql`-${table.id}` } as never)
    .where(and(eq(table.enterpriseId, e!.id), eq(table.systemId, Number(opts.systemId ?? 56))));
  return { ...opts, cookie: await t.login(newcomer.phone!) };
}
