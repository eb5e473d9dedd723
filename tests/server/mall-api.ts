import type { LightMyRequestResponse } from "fastify";
import { MALL, mallPath, type MallKey } from "../../src/core/mall-endpoints";
import type { TestApp } from "../helpers/server-app";

/** Calls a mall endpoint by its catalogue key, as the web app does (with the portal header). */
export function mallCall(
  t: TestApp,
  key: MallKey,
  payload: Record<string, unknown> = {},
  o: { cookie?: string; systemId?: number } = {},
): Promise<LightMyRequestResponse> {
  const e = MALL[key];
  const headers: Record<string, string> = { systemId: String(o.systemId ?? 56) };
  if (o.cookie) headers.cookie = o.cookie;
  const url = `/gw/${mallPath(e)}`;
  if (e.payload === "params") {
    const query = Object.fromEntries(
      Object.entries(payload).map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : String(v)]),
    );
    return t.app.inject({ method: e.http, url, query, headers });
  }
  return t.app.inject({ method: e.http, url, payload, headers });
}

/** The `data` of a 200 answer; fails loudly with the body otherwise. */
export function dataOf<T = any>(res: LightMyRequestResponse): T {
  if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}: ${res.body}`);
  return res.json().data as T;
}

let keySeq = 0;
export const newKey = () => `k${Date.now().toString(36)}x${((keySeq += 1)).toString(36)}abcdef`;

/**
 * 提交并支付 as the checkout page does: a first call without figures answers the figures to show (409), and the
 * submit names them as shown. The price check itself is tests/server/shown-price.test.ts.
 */
export async function savePay(
  t: TestApp,
  payload: Record<string, unknown>,
  o: { cookie?: string; systemId?: number } = {},
): Promise<LightMyRequestResponse> {
  const asked = await mallCall(t, "orderSavePay", payload, o);
  if (asked.statusCode !== 409) return asked;
  return mallCall(t, "orderSavePay", { ...payload, shown: asked.json().data.quote }, o);
}

/** 支付 of an order for the amount the order states, as the buyer confirmed it. */
export async function payOrderCall(
  t: TestApp,
  id: number,
  o: { cookie?: string; systemId?: number } = {},
): Promise<LightMyRequestResponse> {
  const asked = await mallCall(t, "orderPay", { id }, o);
  if (asked.statusCode !== 409) return asked;
  return mallCall(t, "orderPay", { id, amount: asked.json().data.total }, o);
}
