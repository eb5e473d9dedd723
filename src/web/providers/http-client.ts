import axios, { type AxiosAdapter, type AxiosError } from "axios";
import { DEFAULT_API_BASE } from "../../core/endpoint";
import { currentPortal, type Portal } from "../portal";
import type { Envelope, HttpClient } from "./http";
import { handleHttpError, type ErrorEffects } from "./http-errors";

export interface HttpClientOptions extends Partial<ErrorEffects> {
  /** API base; `/gw` unless VITE_API_BASE says otherwise. */
  baseURL?: string;
  /** Portal whose headers go on each request; read per request so a host change is honoured. */
  portal?: () => Portal;
  /** Replaces the network, for tests. */
  adapter?: AxiosAdapter;
}

let appNavigate: (to: string) => void = (to) => window.location.assign(to);

/** The app hands in react-router's navigate once mounted, so error pages open without a reload. */
export function setNavigate(navigate: (to: string) => void): void {
  appNavigate = navigate;
}

export const apiBase = (): string => import.meta.env?.VITE_API_BASE || DEFAULT_API_BASE;

/** The one axios instance shape of the app: cookies, portal headers, unwrapped bodies, spec §8 errors. */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const portal = options.portal ?? currentPortal;
  const effects: ErrorEffects = {
    navigate: options.navigate ?? ((to) => appNavigate(to)),
    alert: options.alert ?? ((message) => window.alert(message)),
    currentUrl: options.currentUrl ?? (() => `${window.location.pathname}${window.location.search}`),
  };
  const instance = axios.create({
    baseURL: options.baseURL ?? apiBase(),
    withCredentials: true,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  instance.interceptors.request.use((config) => {
    const p = portal();
    config.headers.set("systemId", String(p.systemId));
    config.headers.set("platformType", p.platformType);
    return config;
  });
  instance.interceptors.response.use(
    (response) => response,
    (error: AxiosError<Partial<Envelope>>) => handleHttpError(error, effects),
  );
  return {
    async request<T>(req: Parameters<HttpClient["request"]>[0]) {
      const response = await instance.request<Envelope<T>>({
        method: req.method,
        url: req.url,
        params: req.params,
        data: req.data,
      });
      return response.data;
    },
  };
}
