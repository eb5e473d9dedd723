import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { CALLS, type CallName } from "../../src/core/calls";
import { audienceRead, endpointsOf } from "../../src/core/check-resources";
import { platformOwned } from "../../src/core/define-resource";
import { endpointPath, type EndpointDef } from "../../src/core/endpoint";
import { OPERATOR_CONSOLE } from "../../src/core/operator-console";
import { createApp } from "../../src/server/app";
import { platform } from "../../src/server/platform";
import { testApp, type TestApp } from "../helpers/server-app";
import { personOwned } from "../helpers/person-room";

/** 运营中心 is the platform operator's: anyone else logged in is refused its pages and its endpoints alike. */
let t: TestApp;
let web: FastifyInstance;
const webRoot = mkdtempSync(join(tmpdir(), "agri-console-"));
writeFileSync(join(webRoot, "index.html"), '<!doctype html><html><body><div id="root"></div></body></html>');

const cookies: Record<string, string> = {};
// an enterprise's administrator holds every grant of its own enterprise; a personal account holds no enterprise
const OUTSIDERS = ["13800000001", "13800000005"];
beforeAll(async () => {
  t = await testApp();
  web = await createApp({ ...platform, db: t.db, listen: t.database.listen, webRoot });
  for (const login of [...OUTSIDERS, "admin"]) cookies[login] = await t.login(login);
});
afterAll(async () => {
  await web?.close();
  await t?.close();
});

/** Every endpoint the console's screens call, from the declarations: its own rows', its queues' and its hand-written calls. */
const consoleEndpoints: [string, EndpointDef][] = [
  ...resources.flatMap((r) =>
    endpointsOf(r)
      .filter(([action]) => {
        const read = audienceRead(action);
        const audience = r.audiences?.[read?.name ?? r.actions?.[action.replace(/^action:/, "")]?.by ?? ""];
        // the platform's own rows are worked in the console; others read them through their audiences (商品模板 when publishing goods)
        return audience ? !!audience.platform : platformOwned(r) && !personOwned(r);
      })
      .map(([action, e]) => [`${r.name} ${action}`, e] as [string, EndpointDef]),
  ),
  ...(Object.entries(CALLS) as [CallName, (typeof CALLS)[CallName]][])
    .filter(([, c]) => c.access === "operator")
    .map(([name, c]) => [name, c] as [string, EndpointDef]),
];

const page = (url: string, who?: string) =>
  web.inject({ method: "GET", url, headers: who ? { cookie: cookies[who]! } : {} });

describe("the operator console's pages", () => {
  it.each(OUTSIDERS)("answer 403 to %s, still as the app, which shows its 403 page", async (who) => {
    for (const url of [
      OPERATOR_CONSOLE,
      `${OPERATOR_CONSOLE}/dict`,
      `${OPERATOR_CONSOLE}/businessAudit?status=submitted`,
    ]) {
      const res = await page(url, who);
      expect(res.statusCode, url).toBe(403);
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it("open to the operator, and to a visitor, whom the page sends to log in", async () => {
    expect((await page(OPERATOR_CONSOLE, "admin")).statusCode).toBe(200);
    expect((await page(`${OPERATOR_CONSOLE}/dict`)).statusCode).toBe(200);
  });

  it("leave other pages of the same user alone", async () => {
    expect((await page("/tendering/factory", "13800000001")).statusCode).toBe(200);
    expect((await page(`${OPERATOR_CONSOLE}x`, "13800000001")).statusCode).toBe(200);
  });
});

describe("the operator console's endpoints", () => {
  it("are found in the declarations (the list below is not empty)", () =>
    expect(consoleEndpoints.length).toBeGreaterThanOrEqual(10));

  it.each(consoleEndpoints)("%s: 403 to whoever is logged in but not the operator", async (_name, e) => {
    const url = `/gw/${endpointPath(e)}`;
    for (const who of OUTSIDERS) {
      const headers = { cookie: cookies[who]! };
      const res =
        e.http === "GET"
          ? await t.app.inject({ method: "GET", url, query: { id: "1" }, headers })
          : await t.app.inject({ method: "POST", url, payload: { id: 1 }, headers });
      expect(res.statusCode, `${who}: ${res.body}`).toBe(403);
    }
  });
});
