import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { resources } from "../../resources";
import { uniqueRules } from "../../src/core/unique-rules";
import { callOver, httpTestApp } from "../helpers/http-test-app";
import type { TestApp } from "../helpers/server-app";
import { refIdsFor } from "../helpers/server-refs";
import { samplePayload } from "../helpers/server-samples";
import { roomFor } from "../helpers/single-room";
import { startServerBundle, type RunningServer } from "../helpers/running-server";
import { scratchDatabase } from "../helpers/scratch-database";
import { postgresServer } from "../helpers/seeded-database";

/**
 * Two real app processes (the server bundled from its sources, run by plain node as `npm start` runs it) on one PostgreSQL, as behind a
 * reverse proxy: whichever one a request reaches, the buyer sees one platform. PGlite lives inside one
 * process, so this runs on PostgreSQL only (the server-postgres project).
 */
const server = postgresServer();
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);
const SMS_BUSY = "验证码发送过于频繁，请稍后再试";

let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
let a: RunningServer;
let b: RunningServer;
let sql: pg.Client;

const call = (
  s: RunningServer,
  method: string,
  name: string,
  o: { cookie?: string; body?: unknown; query?: Record<string, string> } = {},
) =>
  fetch(`${s.url}/gw/agri.${name}/1.0${o.query ? `?${new URLSearchParams(o.query)}` : ""}`, {
    method,
    headers: {
      systemId: "56",
      ...(o.cookie ? { cookie: o.cookie } : {}),
      ...(o.body ? { "content-type": "application/json" } : {}),
    },
    body: o.body ? JSON.stringify(o.body) : undefined,
  });

async function login(s: RunningServer, name: string) {
  const res = await call(s, "POST", "usercenter.login", { body: { login: name, password: "Demo@1234" } });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith("agri_sid="))!
    .split(";")[0]!;
}

describe("several app processes on one PostgreSQL share everything", () => {
  beforeAll(async () => {
    if (!server) throw new Error("scale-out needs a PostgreSQL server: it runs in the server-postgres project");
    scratch = await scratchDatabase(server!);
    // both start at once on an empty database: one migrates and seeds, the other waits and finds it done
    [a, b] = await Promise.all([
      startServerBundle(inject("serverBundle"), { databaseUrl: scratch.url }),
      startServerBundle(inject("serverBundle"), { databaseUrl: scratch.url }),
    ]);
    sql = new pg.Client({ connectionString: scratch.url });
    await sql.connect();
  }, 180_000);
  afterAll(async () => {
    await sql?.end();
    await Promise.all([a?.stop(), b?.stop()]);
    await scratch?.drop();
  });

  it("seeds the demo data once, and keeps its PDFs in the database", async () => {
    const seeded = [a, b].filter((s) => s.output().includes("demo data loaded"));
    expect(seeded).toHaveLength(1);
    const { rows } = await sql.query(
      `select (select count(*) from users where login = 'admin')::int as admins, (select count(*) from stored_files where name like '%.pdf')::int as pdfs`,
    );
    expect(rows[0].admins).toBe(1);
    expect(rows[0].pdfs).toBeGreaterThan(0);
  });

  it("a session opened on one process is known to the other", async () => {
    const cookie = await login(a, "13800000002");
    const me = await (await call(b, "GET", "user.get", { cookie })).json();
    expect(me.data.loginName ?? me.data.phone).toBe("13800000002");
  });

  it("a file uploaded through one process is served by the other", async () => {
    const cookie = await login(b, "13800000001");
    const { data: token } = await (await call(a, "GET", "fileUpload.upload.token.get", { cookie })).json();
    const form = new FormData();
    form.append("file", new Blob([PNG], { type: "image/png" }), "牛舍.png");
    const up = await fetch(`${b.url}/gw/agri.fileUpload.upload/1.0?token=${token.token}`, {
      method: "POST",
      headers: { systemId: "56", cookie },
      body: form,
    });
    expect(up.status).toBe(200);
    const { url } = (await up.json()).data;
    const served = await fetch(`${a.url}${url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it("the SMS limit of one client counts the sends of both processes", async () => {
    const phones = Array.from({ length: 11 }, (_, i) => `1390000${String(4000 + i)}`);
    // both clocks stand at the start of a fresh minute: the limit counts per minute, and a slow run must not
    // spread the eleven sends over two of them
    const at = (Math.floor(Date.now() / 60_000) + 1) * 60_000 + 1_000;
    await Promise.all([a.setClock(at), b.setClock(at)]);
    const answers: number[] = [];
    for (const [i, phone] of phones.entries())
      answers.push((await call(i % 2 ? b : a, "POST", "usercenter.login.sms.send", { query: { phone } })).status);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(200));
    const refused = await call(b, "POST", "usercenter.login.sms.send", { query: { phone: "13900009999" } });
    expect([refused.status, (await refused.json()).msg]).toEqual([422, SMS_BUSY]);
  });

  it("an auction past its end is closed once, though both processes run the closing job", async () => {
    const { rows } = await sql.query(
      `update auction set end_time = now() - interval '1 second' where id = (select id from auction where status = 'bidding' order by id limit 1) returning id`,
    );
    const id = rows[0].id as number;
    // each process runs a round of its closing job at its clock's move, both at once, and again after both ended
    const at = Date.now();
    await Promise.all([a.setClock(at), b.setClock(at)]);
    await Promise.all([a.setClock(at + 1_000), b.setClock(at + 1_000)]);
    const { rows: r } = await sql.query(`select status from auction where id = $1`, [id]);
    expect(r[0].status).not.toBe("bidding");
    const { rows: moves } = await sql.query(
      `select move from row_moves where resource = 'auction' and row_id = $1 and move in ('close', 'closeUnsold')`,
      [id],
    );
    expect(moves).toHaveLength(1);
  });
  // every "only one" rule of the platform (src/core/unique-rules.ts), generated from the resources: ten creates of
  // one row at once, five on each process, make one row, and the nine others hear the rule on its field
  describe("an only-one rule holds when ten writes race on two processes", () => {
    const rules = resources
      .filter((r) => r.endpoints.create)
      .flatMap((r) => uniqueRules(r).map((rule) => [`${r.name} ${rule.keys.join("+")}`, r, rule] as const));

    it("the platform declares some, so this runs", () => expect(rules.length).toBeGreaterThan(1));

    it.each(rules)("%s", async (_name, r, rule) => {
      const t = httpTestApp(a, drizzle(sql) as unknown as TestApp["db"]) as TestApp;
      const opts = await roomFor(t, r, { cookie: await t.login("13800000001") });
      const payload = samplePayload(r, await refIdsFor(t, r, opts));
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => callOver(i % 2 ? b : a, r.name, "create", payload, opts)),
      );
      expect(
        answers.filter((x) => x.statusCode === 200),
        answers.map((x) => x.body).join("\n"),
      ).toHaveLength(1);
      for (const x of answers.filter((y) => y.statusCode !== 200))
        expect([x.statusCode, x.json().errors]).toEqual([422, { [rule.field]: rule.message }]);
    });
  });
});
