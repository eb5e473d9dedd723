import axios, { type AxiosAdapter, type AxiosError, type InternalAxiosRequestConfig } from "axios";
import { DEFAULT_API_BASE } from "../../core/endpoint";
import { currentPortal, type Portal } from "../portal";
import type { Envelope, HttpClient } from "./http";
import { handleHttpError, type ErrorEffects } from "./http-errors";
import { UNAUTHORISED as PORTAL_REFUSED } from "../portal/access-gate";

export interface HttpClientOptions extends Partial<ErrorEffects> {
  /** API base; `/gw` unless VITE_API_BASE says otherwise. */
  baseURL?: string;
  /** Portal whose headers go on each request; read per request so a host change is honoured. */
  portal?: () => Portal;
  /** Replaces the network, for tests. */
  adapter?: AxiosAdapter;
}

let appNavigate: (to: string) => void = (to) => window.location.assign(to);

let portalJoin: (() => Promise<boolean>) | null = null;
/** A request once refused for want of membership: `joined` once made again after joining, `stay` once declined. */
type JoinableConfig = InternalAxiosRequestConfig & { joined?: boolean; stay?: boolean };

/**
 * The join dialog (src/web/portal/join-offer.tsx), while the user is a non-member of this open portal: a call refused
 * for that reason offers it, and is made again once they joined instead of opening /403.
 */
export function setPortalJoin(join: (() => Promise<boolean>) | null): void {
  portalJoin = join;
}

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
    async (error: AxiosError<Partial<Envelope>>) => {
      // a file download that failed answered with the usual JSON envelope, delivered as a Blob
      const data: unknown = error.response?.data;
      if (error.response && typeof Blob !== "undefined" && data instanceof Blob) {
        error.response.data = await data.text().then(
          (text) => JSON.parse(text) as Partial<Envelope>,
          () => ({}),
        );
      }
      const config = error.config as JoinableConfig | undefined;
      // a call that says its own refusal (stay: a prompt's background read) is not one to offer joining for
      const refused = error.response?.status === 403 && error.response.data?.msg === PORTAL_REFUSED;
      if (refused && portalJoin && config && !config.stay) {
        const again: JoinableConfig = { ...config, joined: true };
        if (!config.joined && (await portalJoin())) return instance.request(again);
        // declined: the page stays where the person chose to stay, the call simply did not happen
        config.stay = true;
      }
      return handleHttpError(error, effects);
    },
  );
  return {
    async request<T>(req: Parameters<HttpClient["request"]>[0]) {
      const progress = req.onUploadProgress;
      const response = await instance.request<Envelope<T>>({
        method: req.method,
        url: req.url,
        params: req.params,
        data: req.data,
        ...(req.stay ? { stay: true } : {}),
        ...(progress
          ? {
              onUploadProgress: (e: { loaded: number; total?: number }) =>
                progress(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
            }
          : {}),
      });
      return response.data;
    },
    async download(req) {
      const response = await instance.request<Blob>({
        method: req.method,
        url: req.url,
        params: req.params,
        data: req.data,
        responseType: "blob",
      });
      const disposition = String(response.headers["content-disposition"] ?? "");
      const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
      return { blob: response.data, fileName: encoded ? decodeURIComponent(encoded) : "export.xlsx" };
    },
  };
}
