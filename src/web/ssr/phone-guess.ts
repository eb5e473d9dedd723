import { createContext } from "react";

/**
 * Whether a server-rendered page was rendered for a phone: the server cannot measure the screen, so it guesses
 * from the browser's client hint and user agent (src/server/ssr/index.ts) and writes the guess into the page;
 * hydration renders with the same guess, then follows the real screen (src/web/admin/use-phone.ts).
 */
export const PhoneGuess = createContext(false);

/** The guess from a request's headers: Chromium's `Sec-CH-UA-Mobile`, else a phone's user agent. */
export const looksLikePhone = (headers: Record<string, string | string[] | undefined>) =>
  headers["sec-ch-ua-mobile"] === "?1" || /Mobile|Android|iPhone/.test(String(headers["user-agent"] ?? ""));
