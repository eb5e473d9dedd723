import { use, useSyncExternalStore } from "react";
import { PhoneGuess } from "../ssr/phone-guess";

/** Below antd's `md` breakpoint: a phone held upright. */
const PHONE = "(max-width: 767.98px)";

const matches = () => typeof window !== "undefined" && window.matchMedia?.(PHONE).matches === true;

function follow(changed: () => void) {
  const query = typeof window === "undefined" ? undefined : window.matchMedia?.(PHONE);
  query?.addEventListener("change", changed);
  return () => query?.removeEventListener("change", changed);
}

/**
 * Whether the screen is a phone's, known at the first render (antd's Grid.useBreakpoint answers only after an
 * effect, so a list would first lay out for a desktop and then jump), and followed when the window turns. A
 * server-rendered page hydrates with the server's guess (PhoneGuess), then React renders again if the screen
 * says otherwise.
 */
export function usePhone(): boolean {
  const guess = use(PhoneGuess);
  return useSyncExternalStore(follow, matches, () => guess);
}
