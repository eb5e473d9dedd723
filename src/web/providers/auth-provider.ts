import type { AuthProvider, HttpError } from "@refinedev/core";
import type { HttpClient } from "./http";
import type { Identity } from "./identity";

/** Where a fresh login lands when no retUrl was given: the tendering console. */
export const HOME_AFTER_LOGIN = "/tendering";

/** Only same-site paths are followed, so a crafted retUrl cannot send users elsewhere. */
export function safeReturnUrl(retUrl: string | null | undefined): string {
  return retUrl && retUrl.startsWith("/") && !retUrl.startsWith("//") ? retUrl : HOME_AFTER_LOGIN;
}

export const loginUrl = (here: string) => `/login?retUrl=${encodeURIComponent(here)}`;

const here = () => `${window.location.pathname}${window.location.search}`;

export interface LoginValues {
  login: string;
  password: string;
  retUrl?: string | null;
}

export function createAuthProvider(http: HttpClient, identity: Identity, product: string): AuthProvider {
  return {
    async login({ login, password, retUrl }: LoginValues) {
      try {
        await http.request({ method: "POST", url: `${product}.usercenter.login/1.0`, data: { login, password } });
      } catch (e) {
        const error = e as HttpError;
        return { success: false, error: { ...error, name: "登录失败", message: error.message } };
      }
      identity.forget();
      return { success: true, redirectTo: safeReturnUrl(retUrl) };
    },

    async logout() {
      try {
        await http.request({ method: "POST", url: `${product}.usercenter.logout/1.0` });
      } finally {
        identity.forget();
      }
      return { success: true, redirectTo: "/login" };
    },

    async check() {
      const user = await identity.current().catch(() => null);
      return user ? { authenticated: true } : { authenticated: false, redirectTo: loginUrl(here()), logout: false };
    },

    getIdentity: () => identity.current(),

    async getPermissions() {
      return (await identity.current())?.grants ?? null;
    },

    async onError(error: HttpError) {
      if (error?.statusCode === 401) {
        identity.forget();
        return { redirectTo: loginUrl(here()) };
      }
      return {};
    },
  };
}
