import { MALL, mallPath, type MallKey } from "../../core/mall-endpoints";
import { product } from "../product";
import { http } from "../services";

/** Calls a mall endpoint by its catalogue key and hands back `data`; failures reject as the http client shapes them. */
export async function mallApi<T = unknown>(key: MallKey, payload: Record<string, unknown> = {}): Promise<T> {
  const e = MALL[key];
  const url = mallPath(e, product);
  const body = await http.request<T>(
    e.payload === "params" ? { method: e.http, url, params: payload } : { method: e.http, url, data: payload },
  );
  return body.data;
}

/** The message of a rejected call (the server's msg for a 422). */
export const reason = (error: unknown, fallback = "操作失败，请稍后重试"): string =>
  (error as { message?: string })?.message || fallback;
