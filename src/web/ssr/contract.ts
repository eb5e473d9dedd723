import type { MallKey } from "../../core/mall-endpoints";
import type { Site, Who } from "../portal/startup";

/**
 * The contract between the server, which renders mall pages and embeds what they were rendered from, and the
 * browser, which hydrates them (docs/first-load.md). React-free: the server bundle imports it without React.
 */

/**
 * What a server-rendered page was rendered from: the portal, the user and every mall answer the first screen
 * used. The server embeds it in the page as JSON so hydration renders exactly what the server did, without
 * asking the API again.
 */
export interface Preloaded {
  site: Site;
  who: Who;
  /** Mall answers (`data` of the envelope) by answerKey(). */
  answers: Record<string, unknown>;
  /** A console page's query cache (TanStack Query's dehydrated state): Refine's first render starts from it. */
  queries?: unknown;
  /** Whether it was rendered for a phone (src/web/ssr/phone-guess.ts). */
  phone?: boolean;
}

/** Where the page's data sits: a JSON data block, which the CSP does not treat as a script. */
export const PRELOADED_ID = "mall-preloaded";

export const answerKey = (key: MallKey, payload: Record<string, unknown>) => `${key} ${JSON.stringify(payload)}`;
