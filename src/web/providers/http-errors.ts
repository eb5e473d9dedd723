import type { AxiosError } from "axios";
import type { HttpError } from "@refinedev/core";
import type { Envelope } from "./http";

/** What the error handler may do besides rejecting. */
export interface ErrorEffects {
  navigate: (to: string) => void;
  alert: (message: string) => void;
  /** Path and search of the page the user is on, for `retUrl`. */
  currentUrl: () => string;
}

export const NETWORK_DOWN = "网络出现问题，请检查网络后重试";
export const SYSTEM_BUSY = "系统繁忙";

/** 413: an upload over its limit, refused whole with the limit in the message. */
const TOO_LARGE = 413;
/** 409: what the page showed moved on (a price, an amount); the page asks the user again with the new figures. */
const CONFLICT = 409;

// axios puts this English text on every connection failure; users get the Chinese sentence instead.
const AXIOS_NETWORK_MESSAGE = "Network Error";

const failure = (message: string, statusCode: number, errors?: Record<string, string>, data?: unknown): HttpError => ({
  message,
  statusCode,
  ...(errors ? { errors } : {}),
  ...(data !== undefined ? { data } : {}),
});

/** The spec §8 error catalogue, applied in one place to every failed request. Always rejects. */
export function handleHttpError(error: AxiosError<Partial<Envelope>>, fx: ErrorEffects): Promise<never> {
  const response = error.response;
  if (!response) {
    if (error.code === "ERR_CANCELED") return Promise.reject(failure(error.message || "canceled", 0));
    const isNetwork = error.code === "ERR_NETWORK" || error.message === AXIOS_NETWORK_MESSAGE;
    const own = isNetwork ? undefined : error.message;
    const message = own || (isNetwork ? NETWORK_DOWN : SYSTEM_BUSY);
    fx.alert(message);
    return Promise.reject(failure(message, 0));
  }
  const status = response.status;
  const body = response.data ?? {};
  const message = typeof body.msg === "string" && body.msg ? body.msg : SYSTEM_BUSY;
  // a page that says its own refusal in place (the SMS outbox to a remote machine) asks to stay
  if ((error.config as { stay?: boolean } | undefined)?.stay) return Promise.reject(failure(message, status));
  if (status === 401) {
    const here = fx.currentUrl();
    if (!here.startsWith("/login")) fx.navigate(`/login?retUrl=${encodeURIComponent(here)}`);
  } else if (status === 403) {
    fx.navigate("/403");
  } else if (status >= 404 && status < 422 && status !== TOO_LARGE && status !== CONFLICT) {
    fx.navigate("/404");
  } else if (status >= 500 && status <= 504) {
    fx.navigate("/500");
  }
  // a file over the limit, or figures that moved on, are the user's to settle, like a wrong value: the page stays
  const fixable = status === 422 || status === TOO_LARGE || status === CONFLICT;
  return Promise.reject(failure(message, status, fixable ? body.errors : undefined, fixable ? body.data : undefined));
}
