import { desc, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { smsOutbox } from "../../src/server/db/schema";
import type { TestApp } from "../helpers/server-app";

/** A clock the test moves by hand: SMS expiry, rate limits and the login lock read it. */
export function movableClock(start = "2026-03-02T02:00:00Z") {
  let now = new Date(start).getTime();
  return {
    clock: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

export const MIN = 60_000;

export interface Caller {
  post(name: string, body?: Record<string, unknown>, cookie?: string): Promise<LightMyRequestResponse>;
  get(name: string, query?: Record<string, string>, cookie?: string): Promise<LightMyRequestResponse>;
}

/** Calls `agri.<name>/1.0` the way the web client does (JSON body, portal header added by testApp). */
let clients = 0;
/** Each call from an address of its own: the per-client limits are rate-limits.test.ts's subject, not these flows'. */
const nextClient = () => `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients++ & 255}`;

export function caller(t: TestApp, systemId = 56): Caller {
  const headers = (cookie?: string) => ({ systemId: String(systemId), ...(cookie ? { cookie } : {}) });
  return {
    post: (name, body = {}, cookie) =>
      t.app.inject({
        method: "POST",
        url: `/gw/agri.${name}/1.0`,
        payload: body,
        headers: headers(cookie),
        remoteAddress: nextClient(),
      }),
    get: (name, query = {}, cookie) =>
      t.app.inject({
        method: "GET",
        url: `/gw/agri.${name}/1.0`,
        query,
        headers: headers(cookie),
        remoteAddress: nextClient(),
      }),
  };
}

/** The code in the newest outbox message to a phone. */
export async function lastCode(t: TestApp, phone: string): Promise<string> {
  const [msg] = await t.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  const code = msg?.content.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no SMS code sent to ${phone}`);
  return code;
}

export const cookieOf = (res: LightMyRequestResponse) => {
  const sid = res.cookies.find((c) => c.name === "agri_sid");
  if (!sid) throw new Error(`no session cookie: ${res.body}`);
  return `agri_sid=${sid.value}`;
};

/** A wrong 6-digit code (differs from the right one in every place). */
export const wrong = (code: string) => code.replace(/\d/g, (d) => String((Number(d) + 1) % 10));
