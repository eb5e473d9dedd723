import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

const subscribe = (changed: () => void) => {
  if (typeof matchMedia !== "function") return () => undefined;
  const media = matchMedia(QUERY);
  media.addEventListener("change", changed);
  return () => media.removeEventListener("change", changed);
};

/**
 * Whether the reader's system asks for less motion. The server cannot know, so it renders with motion and the
 * browser switches after hydration (React renders the server's answer first, then the browser's).
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typeof matchMedia === "function" && matchMedia(QUERY).matches,
    () => false,
  );
}
