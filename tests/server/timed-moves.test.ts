// @module-tag database
// of two processes' timed rounds, one makes each move: the advisory lock and the rows' states decide
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resourceByName, resources } from "../../resources";
import type { Resource, TimedDef } from "../../src/core/define-resource";
import { timedStep } from "../../src/core/flows/transition";
import { setClock } from "../../src/server/clock";
import { resourceTables, rowMoves } from "../../src/server/db/schema";
import { validActionForm } from "../helpers/field-values";
import { passTime } from "../helpers/pass-time";
import { ownerReader } from "../helpers/server-actors";
import { madeRow } from "../helpers/server-rows";
import { rowUser } from "../helpers/server-person";
import { rowInState } from "../helpers/server-row-in";
import { testApp, type CallOptions, type TestApp } from "../helpers/server-app";
import { dataOf } from "./mall-api";

/**
 * Moves time makes (flow.timed, docs/flows.md): every declared one, on the path of a call of the resource and on
 * the scheduled job's; then a tender's deadline on the real clock, from 延长截止 to the award.
 */
let t: TestApp;
let apps: FastifyInstance[];
const OWNERS = ["13800000001", "13800000002", "13800000003"];
const MIN = 60_000;
const HOUR = 60 * MIN;

beforeAll(async () => {
  t = await testApp();
  const second = await t.second();
  apps = second ? [t.app, second.app] : [t.app];
});
afterEach(() => setClock(Date.now()));
afterAll(() => t?.close());

const declared = resources.flatMap((r) =>
  (r.flow?.timed ?? []).map((timed) => [`${r.name} ${timed.name} (${timed.label})`, r, timed] as const),
);

/** A row of `r` in the state the move starts from, and who owns it: made through its create endpoint, or as its users make it elsewhere. */
async function rowFrom(r: Resource, timed: TimedDef): Promise<{ id: number; owner: CallOptions }> {
  const state = timed.from[0]!;
  if (r.endpoints.create) {
    const { id, maker } = await rowInState(t, r, state, { cookie: await t.login(OWNERS[0]!) });
    return { id, owner: maker };
  }
  for (const login of OWNERS) {
    const id = await madeRow(t, r, login, state);
    if (id !== undefined) return { id, owner: { cookie: await t.login(login) } };
  }
  throw new Error(`no demo enterprise can have a ${r.name} in ${state}`);
}

const stateInDb = async (r: Resource, id: number) => {
  const table = resourceTables[r.name]!;
  const [row] = (await t.db.select().from(table).where(eq(table.id, id))) as Record<string, unknown>[];
  return row![r.flow!.field];
};
const movesLogged = async (r: Resource, id: number, move: string) =>
  t.db
    .select()
    .from(rowMoves)
    .where(and(eq(rowMoves.resource, r.name), eq(rowMoves.rowId, id), eq(rowMoves.move, move)));

describe("every move time makes", () => {
  it("the platform declares some, so these run", () => expect(declared.length).toBeGreaterThan(0));

  it.each(declared)("%s: the next call of the resource finds the row moved, logged by 平台", async (_n, r, timed) => {
    const { id, owner } = await rowFrom(r, timed);
    await passTime(t, r, timedStep(timed.name), id);
    expect(dataOf(await t.call(r.name, "get", { id }, owner))[r.flow!.field]).toBe(timed.to);
    if (!r.endpoints.log) return;
    const timeline = dataOf(await t.call(r.name, "log", { id }, owner)).list as {
      label: string;
      userName: string;
      toState: string;
    }[];
    expect(timeline.at(-1)).toMatchObject({ label: timed.label, userName: "平台", toState: String(timed.to) });
  });

  it.each(declared)(
    "%s: the scheduled job moves it with nobody calling, once, across processes",
    async (_n, r, timed) => {
      const { id } = await rowFrom(r, timed);
      await passTime(t, r, timedStep(timed.name), id);
      await Promise.all(apps.map((app) => app.runJobs()));
      expect(await stateInDb(r, id)).toBe(timed.to);
      await Promise.all(apps.map((app) => app.runJobs()));
      if (r.endpoints.log) expect(await movesLogged(r, id, timed.name)).toHaveLength(1);
    },
  );

  // the owner's own actions and edits; an audience's (an award) have rules of their own
  it.each(declared.filter(([, , timed]) => timed.says))(
    "%s: what it no longer allows is refused saying why",
    async (_n, r, timed) => {
      const { id, owner } = await rowFrom(r, timed);
      await passTime(t, r, timedStep(timed.name), id);
      const lost = Object.entries(r.actions ?? {}).filter(
        ([, a]) => a.by === undefined && a.from.includes(timed.from[0]!) && !a.from.includes(timed.to),
      );
      for (const [name, a] of lost) {
        const res = await t.call(r.name, name, { id, ...validActionForm(a.form) }, owner);
        expect([res.statusCode, res.json().msg], `${a.label}`).toEqual([422, `${timed.says}，不能${a.label}`]);
      }
      // a person's own move (撤回 of an approval's requester), tried by that person, who still reads the row
      const ownersLost = Object.entries(r.actions ?? {}).filter(
        ([, a]) => a.by && r.audiences?.[a.by]?.owner && a.from.includes(timed.from[0]!) && !a.from.includes(timed.to),
      );
      for (const [name, a] of ownersLost) {
        const { phone } = await rowUser(t, r, id, r.audiences![a.by!]!.owner!.column);
        const res = await t.call(r.name, name, { id, ...validActionForm(a.form) }, { cookie: await t.login(phone!) });
        expect([res.statusCode, res.json().msg], `${a.label}`).toEqual([422, `${timed.says}，不能${a.label}`]);
      }
      const editable = (s: string | number) => !r.flow!.editableIn || r.flow!.editableIn.includes(s);
      if (r.endpoints.update && editable(timed.from[0]!) && !editable(timed.to)) {
        const res = await t.call(r.name, "update", { id }, owner);
        expect([res.statusCode, res.json().msg]).toEqual([422, `${timed.says}，不能修改`]);
      }
    },
  );
});

describe("a tender's deadline on the platform's clock", () => {
  const tender = resourceByName("bidOrder");

  it("延长截止 takes only a later deadline; past it, the tender is 已截止, its quotes 待定标, and the purchaser decides", async () => {
    const offer = resourceByName("bidOffer");
    const quoteEnd = Date.now() + 2 * HOUR;
    const { id: offerId, refIds } = await rowInState(t, offer, "submitted", { cookie: await t.login("13800000003") });
    const tenderId = refIds.bidOrderId!;
    // the purchaser: whoever published the tender the quote answers
    const lvye = ownerReader(offer, "purchaser", refIds);
    await t.db
      .update(resourceTables.bidOrder!)
      .set({ quoteEnd: new Date(quoteEnd) } as never)
      .where(eq(resourceTables.bidOrder!.id, tenderId));

    const extend = (at: number) =>
      t.call(
        "bidOrder",
        "extend",
        { id: tenderId, quoteEnd: new Date(at).toISOString(), reason: "部分供应商申请延期备货报价" },
        lvye,
      );
    const earlier = await extend(quoteEnd - HOUR);
    expect(earlier.statusCode).toBe(422);
    expect(earlier.json().errors.quoteEnd).toMatch(
      /^新的报价截止时间必须晚于当前的报价截止时间（\d{4}-\d\d-\d\d \d\d:\d\d）$/,
    );
    expect(dataOf(await extend(quoteEnd + HOUR)).quoteEnd).toBe(new Date(quoteEnd + HOUR).toISOString());

    setClock(quoteEnd + HOUR + MIN);
    // nobody calls the tender: the job alone moves both, as the procurement hall and webhook listeners need
    await Promise.all(apps.map((app) => app.runJobs()));
    expect(await stateInDb(tender, tenderId)).toBe("closed");
    expect(await stateInDb(offer, offerId)).toBe("closed");
    const said = async (action: string, payload: Record<string, unknown> = {}) =>
      (await t.call("bidOrder", action, { id: tenderId, ...payload }, lvye)).json().msg;
    expect(await said("hang", { reason: "采购需求调整" })).toBe("报价已截止，不能挂起");
    expect(await said("extend", { quoteEnd: new Date(quoteEnd + 48 * HOUR).toISOString(), reason: "延期" })).toBe(
      "报价已截止，不能延长截止",
    );

    const award = await t.call("bidOffer", "award", { id: offerId, reason: "综合单价最低，交期满足要求" }, lvye);
    expect(award.statusCode, award.body).toBe(200);
    expect(dataOf(await t.call("bidOrder", "finish", { id: tenderId }, lvye)).status).toBe("finished");
    expect(await movesLogged(tender, tenderId, "close")).toHaveLength(1);
  });
});
