import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceByName, resources } from "../../resources";
import type { Resource } from "../../src/core/define-resource";
import { AFTER_SALE_FLOW } from "../../src/core/flows/after-sale";
import { ORDER_FLOW } from "../../src/core/flows/order";
import { routeTo, timedStep } from "../../src/core/flows/transition";
import { answerRefOf, declaredNotices, noticeTitle, type NotifyDef } from "../../src/core/notify";
import { enterpriseMessages, memberships, resourceTables, users } from "../../src/server/db/schema";
import { validActionForm } from "../helpers/field-values";
import { passTime } from "../helpers/pass-time";
import { actorFor, nameParty, publishers } from "../helpers/server-actors";
import { refIdsFor } from "../helpers/server-refs";
import { samplePayload } from "../helpers/server-samples";
import { rowInState } from "../helpers/server-row-in";
import { madeRow } from "../helpers/server-rows";
import { stateOfMove } from "../helpers/state-makers";
import { testApp, type CallOptions, type TestApp } from "../helpers/server-app";
import { dataOf, mallCall } from "./mall-api";

/**
 * Every declared notice (docs/flows.md "Who is told"), made to happen: the move runs as its real actor, and the
 * message lands with the party the declaration names, never with the actor's enterprise; the party's
 * administrator reads it in 我的消息 with a link to the row.
 */
let t: TestApp;
const SELLER = "13800000001";
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t?.close());

/** The mall's own machines: where a move the mall makes (a buyer's) leaves the row. */
const MALL_FLOWS: Record<string, readonly { action: string; to: string; by: string }[]> = {
  afterSale: AFTER_SALE_FLOW,
  mallOrder: ORDER_FLOW,
};
const stateAfter = (r: Resource, move: string) =>
  move === "create"
    ? r.flow!.initial
    : (r.flow!.timed?.find((x) => x.name === move)?.to ??
      r.actions?.[move]?.to ??
      stateOfMove(r.name, move) ??
      MALL_FLOWS[r.name]!.find((m) => m.action === move && m.by === "buyer")!.to);

const cases = resources.flatMap((r) =>
  declaredNotices(r).flatMap(([move, notices]) =>
    notices.map((n, i) => [`${r.name}.${move}#${i} → ${JSON.stringify(n.to ?? "owner")}`, r, move, n] as const),
  ),
);

const rowOf = async (r: Resource, id: number) => {
  const table = resourceTables[r.name]!;
  return ((await t.db.select().from(table).where(eq(table.id, id))) as Record<string, unknown>[])[0]!;
};

/** A row of `r` in `state`, made as the demo users make it, and the session of its owner. */
async function rowIn(
  r: Resource,
  state: string | number,
  when?: Record<string, (string | number)[]>,
): Promise<{ id: number; refIds: Record<string, number>; owner: CallOptions }> {
  if (r.endpoints.create) {
    const { id, refIds, maker } = await rowInState(t, r, state, { cookie: await t.login(SELLER) });
    return { id, refIds, owner: maker };
  }
  const id = await madeRow(t, r, SELLER, state, when);
  if (id === undefined) throw new Error(`${SELLER} cannot have a ${r.name} in ${state}`);
  return { id, refIds: {}, owner: { cookie: await t.login(SELLER) } };
}

const answered = (n: NotifyDef) =>
  typeof n.to === "object" && "answers" in n.to ? resourceByName(n.to.answers) : undefined;

/** The row of `answering` that answers row `id` of `r` (the seller's quote on the tender). */
const answerOf = async (r: Resource, answering: Resource, id: number) => {
  const table = resourceTables[answering.name]!;
  const key = answerRefOf(answering, r.name)!;
  return (
    (await t.db
      .select()
      .from(table)
      .where(eq(table[key as keyof typeof table] as never, id))) as Record<string, unknown>[]
  )[0]!;
};

/**
 * A row another party answered (a tender SELLER quoted on), moved by its owner: the row is published by another
 * enterprise as the answering rows need it, answered, brought to the move's state and moved. A form's `later`
 * field moves on a week from the row's own value (a deadline is only ever extended).
 */
async function answeredRowMoves(r: Resource, move: string, answering: Resource): Promise<number> {
  const seller = { cookie: await t.login(SELLER) };
  const refIds = await refIdsFor(t, answering, seller);
  const made = await t.call(answering.name, "create", samplePayload(answering, refIds), seller);
  expect(made.statusCode, made.body).toBe(200);
  const id = refIds[answerRefOf(answering, r.name)!]!;
  const owner = { cookie: publishers.get(`${r.name}:${id}`)! };
  const run = async (name: string) => {
    const action = r.actions![name]!;
    const row = await rowOf(r, id);
    const later = Object.fromEntries(
      (action.later ?? []).map((k) => [
        k,
        new Date(new Date(row[k] as string).getTime() + 7 * 86_400_000).toISOString(),
      ]),
    );
    const moved = await t.call(r.name, name, { id, ...validActionForm(action.form), ...later }, owner);
    expect(moved.statusCode, `${r.name}.${name}: ${moved.body}`).toBe(200);
  };
  for (const step of routeTo(r, String((await rowOf(r, id))[r.flow!.field]), String(r.actions![move]!.from[0])) ?? [])
    await run(step);
  await run(move);
  return id;
}

/** Makes the move happen on a fresh row: an action by its actor, a timed move by letting its time pass, any other by making a row it leaves. */
async function moveHappens(r: Resource, move: string, n: NotifyDef): Promise<number> {
  const timed = r.flow?.timed?.find((x) => x.name === move);
  const action = r.actions?.[move];
  const answering = answered(n);
  if (answering) return answeredRowMoves(r, move, answering);
  if (timed) {
    const { id } = await rowIn(r, timed.from[0]!);
    await passTime(t, r, timedStep(move), id);
    await t.app.runJobs();
    return id;
  }
  // a move both sides of a mall machine make (取消订单) tells the owner when the buyer makes it, in the mall
  if (action && !(r.name in MALL_FLOWS && (n.to ?? "owner") === "owner")) {
    const { id, refIds, owner } = await rowIn(r, action.from[0]!, action.when);
    await namePartyOf(r, n, id);
    const moved = await t.call(
      r.name,
      move,
      { id, ...validActionForm(action.form) },
      await actorFor(t, r, move, refIds, owner, id),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    return id;
  }
  return (await rowIn(r, stateAfter(r, move))).id;
}

/**
 * A row whose party the server names only when one exists (a credit line's buyer, by a code no enterprise may hold yet)
 * names 丰收 before the move, as a line granted to a registered buyer does: the notice has someone to reach.
 */
async function namePartyOf(r: Resource, n: NotifyDef, id: number) {
  const to = n.to ?? "owner";
  if (to === "owner" || !("party" in to)) return;
  const table = resourceTables[r.name]!;
  const [row] = (await t.db.select().from(table).where(eq(table.id, id))) as Record<string, unknown>[];
  if (row?.[to.party] == null) await nameParty(t, r, id, to.party);
}

/** Who the declaration names for this row: an enterprise, or one person. */
async function recipientOf(
  r: Resource,
  n: NotifyDef,
  row: Record<string, unknown>,
): Promise<{ enterpriseId: number; userId: number | null }> {
  const to = n.to ?? "owner";
  if (to === "owner") return { enterpriseId: Number(row.enterpriseId), userId: null };
  if ("party" in to) return { enterpriseId: Number(row[to.party]), userId: null };
  if ("user" in to) return { enterpriseId: 0, userId: Number(row[to.user]) };
  if ("answers" in to)
    return {
      enterpriseId: Number((await answerOf(r, resourceByName(to.answers), Number(row.id))).enterpriseId),
      userId: null,
    };
  const target = resourceByName(r.fields[to.ref]!.ref!);
  return { enterpriseId: Number((await rowOf(target, Number(row[to.ref]))).enterpriseId), userId: null };
}

/** A demo login that reads as the recipient: the person itself, or the enterprise's administrator. */
async function readerOf(who: { enterpriseId: number; userId: number | null }): Promise<string> {
  const [u] = who.userId
    ? await t.db.select({ login: users.login }).from(users).where(eq(users.id, who.userId))
    : await t.db
        .select({ login: users.login })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.enterpriseId, who.enterpriseId), eq(memberships.isAdmin, true)));
  return u!.login;
}

describe("every declared notice reaches the party it names", () => {
  it("has notices to check", () => expect(cases.length).toBeGreaterThan(25));

  it.each(cases)("%s", async (_, r, move, n) => {
    const id = await moveHappens(r, move, n);
    const row = await rowOf(r, id);
    const title = noticeTitle(r, n, row);
    const sent = await t.db
      .select()
      .from(enterpriseMessages)
      .where(
        and(
          eq(enterpriseMessages.resource, r.name),
          eq(enterpriseMessages.rowId, id),
          eq(enterpriseMessages.title, title),
        ),
      );
    const who = await recipientOf(r, n, row);
    // once, to the named party alone: the actor's enterprise is never told of its own move
    expect(
      sent.map((m) => ({ enterpriseId: m.enterpriseId, userId: m.userId })),
      `${title} of ${r.name} ${id}`,
    ).toEqual([who]);
    const [message] = sent;
    expect(message!.link).toMatch(/^\/[^:]*$/);
    // a notice to the answering parties opens their own answer (the supplier's quote on the tender)
    const linked = answered(n) ? Number((await answerOf(r, answered(n)!, id)).id) : id;
    if (/[?&]id=/.test(message!.link!)) expect(message!.link).toContain(`id=${linked}`);
    // a move time made is dated when its time passed, so it may sit behind the messages sent since: read every page
    const reader = { cookie: await t.login(await readerOf(who)), systemId: Number(row.systemId ?? 56) };
    const seen: number[] = [];
    let mine;
    for (let pageNum = 1; !seen.includes(message!.id); pageNum++) {
      mine = dataOf(await mallCall(t, "myMessages", { pageSize: 100, pageNum }, reader));
      if (!mine.list.length) break;
      seen.push(...mine.list.map((m: { id: number }) => m.id));
    }
    expect(seen).toContain(message!.id);
    expect(mine.unread).toBeGreaterThan(0);
  });
});
