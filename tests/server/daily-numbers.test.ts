// @module-tag database
// numbers of the day are counted under concurrent creates
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { testApp, type TestApp } from "../helpers/server-app";
import { refIdsFor } from "../helpers/server-refs";
import { samplePayload } from "../helpers/server-samples";
import { roomFor } from "../helpers/single-room";

/** Numbers of the day (ZB…0001, BJ…0001) are counted across the platform: creates at the same moment must not share one. */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t?.close());

describe("numbers of the day under concurrent creates", () => {
  it("ten tenders created at once by one enterprise get ten numbers", async () => {
    const r = resourceByName("bidOrder");
    const as = await roomFor(t, r, { cookie: await t.login("13800000001") });
    const refIds = await refIdsFor(t, r, as);
    const made = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call("bidOrder", "create", { ...samplePayload(r, refIds), platform_code: "ZB" }, as),
      ),
    );
    const numbers = made.map((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.orderNo as string;
    });
    expect(new Set(numbers).size).toBe(10);
    const seqs = numbers.map((n) => Number(n.slice(10))).sort((a, b) => a - b);
    expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
  });

  it("two enterprises creating at once never get the same number, so a buyer comparing offers tells them apart", async () => {
    const r = resourceByName("bidOrder");
    const rooms = await Promise.all(
      ["13800000001", "13800000002"].map(async (login) => roomFor(t, r, { cookie: await t.login(login) })),
    );
    const payloads = await Promise.all(
      rooms.map(async (as) => ({ as, body: { ...samplePayload(r, await refIdsFor(t, r, as)), platform_code: "ZB" } })),
    );
    const made = await Promise.all(
      Array.from({ length: 6 }, (_, i) => payloads[i % 2]!).map(({ as, body }) =>
        t.call("bidOrder", "create", body, as),
      ),
    );
    const numbers = made.map((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.orderNo as string;
    });
    expect(new Set(numbers).size).toBe(6);
  });
});
