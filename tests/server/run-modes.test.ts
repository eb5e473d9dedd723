// @module-tag database
// the platform rows of production and the demo seed on an empty database
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { platform } from "../../src/server/platform";
import { DEMO_PASSWORD } from "../../src/server/db/seed/accounts";
import { seedDatabase } from "../../src/server/db/seed";
import { OUTBOX_LOCAL_ONLY } from "../../src/server/sms/dev-routes";
import { DemoDataInProduction, prepareProduction } from "../../src/server/production";
import { createOperator } from "../../src/server/operator-account";
import { databaseCopy, type DatabaseCopy } from "../helpers/seeded-database";

/** The demo (`npm start`) and production (NODE_ENV=production): what each holds, and who reads SMS codes. */
const webRoot = mkdtempSync(join(tmpdir(), "agri-modes-"));
writeFileSync(join(webRoot, "index.html"), '<!doctype html><html><body><div id="root"></div></body></html>');
const outbox = "/gw/agri.dev.sms.outbox.list/1.0";
const page = { method: "GET" as const, url: "/personal/info" };

describe("the demo", () => {
  let copy: DatabaseCopy;
  const apps: Awaited<ReturnType<typeof createApp>>[] = [];
  const demoApp = async (trustProxy: false | string[] = false) => {
    const app = await createApp({
      ...platform,
      db: copy.database.db,
      listen: copy.database.listen,
      webRoot,
      mode: "demo",
      trustProxy,
    });
    apps.push(app);
    return app;
  };
  beforeAll(async () => void (copy = await databaseCopy()));
  afterAll(async () => {
    for (const app of apps) await app.close();
    await copy.close();
  });

  it("shows the SMS outbox to a browser on this machine, and to no one else", async () => {
    const app = await demoApp();
    expect((await app.inject({ method: "GET", url: outbox })).statusCode).toBe(200);
    for (const remoteAddress of ["203.0.113.9", "10.0.0.5", "::ffff:192.168.1.20"]) {
      const away = await app.inject({ method: "GET", url: outbox, remoteAddress });
      expect(away.statusCode, remoteAddress).toBe(403);
      expect(away.json().msg).toBe(OUTBOX_LOCAL_ONLY);
    }
    // a proxy on this machine that nobody said to trust forwards the whole internet: its requests are not local
    const forwarded = await app.inject({ method: "GET", url: outbox, headers: { "x-forwarded-for": "127.0.0.1" } });
    expect(forwarded.statusCode).toBe(403);
  });

  it("behind a trusted proxy, judges the address the proxy reports", async () => {
    const app = await demoApp(["127.0.0.1"]);
    expect(
      (await app.inject({ method: "GET", url: outbox, headers: { "x-forwarded-for": "198.51.100.7" } })).statusCode,
    ).toBe(403);
    // a client cannot claim to be local past the proxy: the proxy appends the address it saw
    expect(
      (await app.inject({ method: "GET", url: outbox, headers: { "x-forwarded-for": "127.0.0.1, 198.51.100.7" } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: "GET", url: outbox, headers: { "x-forwarded-for": "127.0.0.1" } })).statusCode,
    ).toBe(200);
  });

  it("marks every page 演示环境, and nothing that is not a page", async () => {
    const app = await demoApp();
    const html = await app.inject(page);
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('id="agri-demo-mark"');
    expect(html.body).toMatch(/>演示环境<\/div><\/body>/);
    expect(Number(html.headers["content-length"] ?? html.rawPayload.length)).toBe(html.rawPayload.length);
    expect((await app.inject({ method: "GET", url: "/gw/agri.user.get/1.0" })).body).not.toContain("演示环境");
  });
});

describe("production", () => {
  let copy: DatabaseCopy;
  beforeAll(async () => void (copy = await databaseCopy({ seed: false })));
  afterAll(async () => copy.close());

  it("refuses a database that holds the demo's accounts, naming them", async () => {
    const demo = await databaseCopy();
    try {
      await expect(prepareProduction(demo.database.db)).rejects.toThrow(DemoDataInProduction);
      await expect(prepareProduction(demo.database.db)).rejects.toThrow(/\(admin, lvye_wang, /);
    } finally {
      await demo.close();
    }
  });

  it("starts an empty database with the portals alone, asks for an operator, and the demo seed leaves it so", async () => {
    const { db } = copy.database;
    expect(await prepareProduction(db)).toEqual([expect.stringContaining("npm run admin:create")]);
    // a demo start on it afterwards adds no demo data to a production database
    expect(await seedDatabase(db)).toBe(false);
    const app = await createApp({ ...platform, db, listen: copy.database.listen, webRoot, mode: "production" });
    try {
      const portals = await app.inject({
        method: "POST",
        url: "/gw/api/member/getPlatformTypeByUrl",
        payload: { pcurl: "http://ay.localhost:3000/" },
      });
      expect(portals.json().data).toMatchObject({ platformType: "AY" });
      const demoLogin = await app.inject({
        method: "POST",
        url: "/gw/agri.usercenter.login/1.0",
        headers: { systemId: "56" },
        payload: { login: "admin", password: DEMO_PASSWORD },
      });
      expect(demoLogin.statusCode).not.toBe(200);
      // no outbox at all, and no 演示环境 on its pages
      expect((await app.inject({ method: "GET", url: outbox })).statusCode).toBe(404);
      expect((await app.inject(page)).body).not.toContain("演示环境");
    } finally {
      await app.close();
    }
  });

  it("makes its first operator by command, who logs in and sees the operator console's data", async () => {
    const { db } = copy.database;
    const refused = await createOperator(db, { login: "admin", name: "王运营", password: DEMO_PASSWORD });
    expect(refused).toEqual({
      problems: { login: "该账号名属于演示数据，请换一个", password: "不能使用演示账号的公开密码" },
    });
    expect(await createOperator(db, { login: "ops_wang", name: "王运营", phone: "139123", password: "short" })).toEqual(
      {
        problems: { phone: "手机号格式不正确", password: "密码长度为8-20位" },
      },
    );
    expect(
      await createOperator(db, { login: "ops_wang", name: "王运营", phone: "13912345678", password: "Ops#2026go" }),
    ).toMatchObject({ userId: expect.any(Number) });
    expect(await createOperator(db, { login: "ops_wang", name: "王运营", password: "Ops#2026go" })).toEqual({
      problems: { login: "该账号已存在" },
    });
    expect(await prepareProduction(db)).toEqual([]);

    const app = await createApp({ ...platform, db, listen: copy.database.listen, mode: "production" });
    try {
      const login = await app.inject({
        method: "POST",
        url: "/gw/agri.usercenter.login/1.0",
        headers: { systemId: "56" },
        payload: { login: "ops_wang", password: "Ops#2026go" },
      });
      expect(login.statusCode).toBe(200);
      const cookie = `agri_sid=${login.cookies.find((c) => c.name === "agri_sid")!.value}`;
      // the operator's own list: the real-name queue answers them (empty), as it does operators only
      const queue = await app.inject({
        method: "GET",
        url: "/gw/agri.usercenter.realname.audit.list/1.0",
        headers: { systemId: "56", cookie },
      });
      expect(queue.statusCode).toBe(200);
      expect(queue.json().data.total).toBe(0);
    } finally {
      await app.close();
    }
  });
});
