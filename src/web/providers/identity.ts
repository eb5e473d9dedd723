import type { Grants } from "../../core/permissions";
import type { HttpClient } from "./http";

/** The enterprise a user currently acts for. */
export interface EnterpriseRef {
  id: number;
  name: string;
  isAdmin: boolean;
  /** 1 purchaser, 2 supplier, 3 both. */
  businessRole: number;
  /** The platform operator's own enterprise: its members work in the operator screens. */
  isPlatform?: boolean;
}

/** `GET agri.user.get/1.0` (wire contract, Accounts). */
export interface CurrentUser {
  id: number;
  login: string;
  name: string;
  phone?: string;
  image?: string;
  /** System ids of the portals the user may use. */
  tags: number[];
  enterprise: EnterpriseRef | null;
  enterprises: EnterpriseRef[];
  grants: Grants;
}

/**
 * One cached copy of the current user for the auth and access-control providers, so a screen full
 * of permission checks costs one request. Login and logout call `forget()`.
 */
export function createIdentity(http: HttpClient, product: string) {
  let pending: Promise<CurrentUser | null> | undefined;
  const listeners = new Set<() => void>();
  return {
    current(): Promise<CurrentUser | null> {
      pending ??= http
        .request<CurrentUser | null>({ method: "GET", url: `${product}.user.get/1.0` })
        .then((body) => body.data ?? null)
        .catch((error) => {
          pending = undefined;
          throw error;
        });
      return pending;
    },
    /** Drops the cached user (login, logout, identity switch) and tells subscribers to re-read it. */
    forget(): void {
      pending = undefined;
      listeners.forEach((listener) => listener());
    },
    /** Called after every forget(); returns the unsubscribe function. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Identity = ReturnType<typeof createIdentity>;
