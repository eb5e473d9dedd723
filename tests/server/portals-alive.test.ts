import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { hasOwnTops, topsOf } from "../../src/server/db/seed/portal-catalogs";
import { PORTALS } from "../../src/server/db/seed/portals";
import { setClock } from "../../src/server/clock";
import { seededAt } from "../helpers/seeded-database";
import { testApp, type TestApp } from "../helpers/server-app";
import { dataOf, mallCall } from "./mall-api";

/**
 * A visitor who opens any portal on a fresh start finds it trading: the calls its home page, `/list`, the
 * procurement hall, the auction hall and 行业资讯 make, each with the portal's systemId, answer real content.
 */
const hall = resourceByName("bidOrder").audiences!.public!;
const portals = PORTALS.map((p) => [`${p.platType} (${p.systemId})`, p] as const);

describe.each(portals)("the %s portal on a fresh start", (_name, portal) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
    // a fresh start is the minute after seeding: the run's copy was seeded up to an hour before this file runs,
    // and a demo's live lots end within the first hour, as they would for a visitor who came back later
    setClock(seededAt() + 60_000);
  });
  afterAll(() => t?.close());
  const on = { systemId: portal.systemId };

  it("lists its own top categories on the home page", async () => {
    const tree = dataOf<{ name: string; next: unknown[] }[]>(await mallCall(t, "categoryList", {}, on));
    expect(tree.map((c) => c.name)).toEqual(topsOf(portal.platType).map((c) => c.name));
    for (const top of tree) expect(top.next.length, top.name).toBeGreaterThan(0);
  });

  // a branded mall offers its sellers the whole tree, some of it not yet stocked; a portal with a range of its own stocks all of it
  it("has goods on sale in /list and behind its top categories", async () => {
    const all = dataOf(await mallCall(t, "goodsSearch", { pageSize: 10 }, on));
    expect(all.total).toBeGreaterThan(10);
    const tree = dataOf<{ id: number; name: string }[]>(await mallCall(t, "categoryList", {}, on));
    const empty: string[] = [];
    for (const top of tree)
      if (!dataOf(await mallCall(t, "goodsSearch", { axis: String(top.id), pageSize: 1 }, on)).total)
        empty.push(top.name);
    if (hasOwnTops(portal.platType)) expect(empty).toEqual([]);
    else expect(tree.length - empty.length).toBeGreaterThanOrEqual(4);
    expect(dataOf(await mallCall(t, "shopSearch", {}, on)).total).toBeGreaterThanOrEqual(3);
  });

  it("fills every floor of its home page with goods", async () => {
    const floors = dataOf<{ id: number; title: string }[]>(await mallCall(t, "floorList", {}, on));
    expect(floors.length).toBeGreaterThan(0);
    for (const f of floors)
      expect(dataOf(await mallCall(t, "modelGoods", { floorId: f.id }, on)).list.length, f.title).toBeGreaterThan(0);
  });

  it.each(hall.states.map(String))("shows tenders and enquiries in the procurement hall's state %s", async (state) => {
    const res = await t.call(
      "bidOrder",
      "audience:public:list",
      { [resourceByName("bidOrder").flow!.field]: state, pageSize: 50 },
      on,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.total).toBeGreaterThan(0);
  });

  it("has both tenders and enquiries open for quotes", async () => {
    const open = (await t.call("bidOrder", "audience:public:list", { status: hall.states[0], pageSize: 50 }, on)).json()
      .data.list as { platform_code: string }[];
    expect(new Set(open.map((n) => n.platform_code))).toEqual(new Set(["ZB", "XJ"]));
  });

  it.each(["upcoming", "live", "ended"])("has %s lots in the auction hall", async (phase) => {
    expect(dataOf(await mallCall(t, "auctionHall", { phase, pageSize: 10 }, on)).total).toBeGreaterThan(0);
  });

  it("publishes news (行业资讯) and puts an open mall bid with an offer in 竞价专区", async () => {
    expect(dataOf(await mallCall(t, "newsList", { pageSize: 5 }, on)).total).toBeGreaterThan(3);
    const home = dataOf(await mallCall(t, "bidHome", { pageSize: 6 }, on));
    expect(home.bids.length).toBeGreaterThan(0);
    expect(home.offers.length).toBeGreaterThan(0);
  });
});
