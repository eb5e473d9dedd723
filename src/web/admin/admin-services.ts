import { hydrate, QueryClient, type DehydratedState } from "@tanstack/react-query";
import { createContext, use } from "react";
import { resources } from "../../../resources";
import { createAccessControl } from "../providers/access-control";
import { createAuthProvider } from "../providers/auth-provider";
import { createDataProvider } from "../providers/data-provider";
import type { HttpClient } from "../providers/http";
import { apiBase } from "../providers/http-client";
import type { Identity } from "../providers/identity";
import { product } from "../product";
import { http, identity } from "../services";
import { readPreloaded } from "../ssr/preload";

/** The consoles' queries: no retries (a refused call says why at once), no refetch on focus. */
export const QUERY_DEFAULTS = { queries: { retry: false, refetchOnWindowFocus: false } } as const;

/** How long a server-rendered page's answers count as fresh: a save or a live event invalidates them sooner. */
const FRESH_AS_THE_PAGE_MS = 30_000;

/** Refine's providers and the query cache around one http client and identity: the browser's, or a server render's. */
export function adminServices(client: HttpClient, who: Identity, queryClient: QueryClient) {
  return {
    dataProvider: createDataProvider(client, resources, { product, apiBase: apiBase() }),
    authProvider: createAuthProvider(client, who, product),
    accessControlProvider: createAccessControl(resources, who),
    queryClient,
    /** For a screen's own calls outside Refine's hooks (a report's figures), asked through the query cache. */
    http: client,
  };
}

export type AdminServices = ReturnType<typeof adminServices>;

/**
 * The browser's: its cache starts from the answers a server-rendered console page was rendered with, so the
 * first render shows them as the server did (docs/first-load.md); a client-rendered page starts empty.
 */
function browserServices(): AdminServices {
  // one cache for every visitor would hand one person's answers to the next
  if (typeof document === "undefined") throw new Error("a server render gives each page its own AdminServices");
  const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
  const queries = readPreloaded()?.queries;
  if (queries) {
    const state = queries as DehydratedState;
    hydrate(queryClient, state);
    // the answers are as fresh as the page: asking again on mount would reset a form the user has started typing in.
    // Only these very queries: query defaults match keys partly, and a searched list must still be asked
    const page = new Set(state.queries.map((q) => q.queryHash));
    queryClient.setDefaultOptions({
      queries: { ...QUERY_DEFAULTS.queries, staleTime: (q) => (page.has(q.queryHash) ? FRESH_AS_THE_PAGE_MS : 0) },
    });
  }
  return adminServices(http, identity, queryClient);
}

/** A server render provides its own, made per request around the visitor's cookie (src/web/ssr/admin-render.tsx). */
export const AdminServicesContext = createContext<AdminServices | null>(null);

let browser: AdminServices | undefined;
/** Made on first use: loading the module on the server must not build the browser's. */
export const browserAdminServices = () => (browser ??= browserServices());

/** The services of this render: the server's for a server-rendered console page, else the browser's. */
export const useAdminServices = (): AdminServices => use(AdminServicesContext) ?? browserAdminServices();
