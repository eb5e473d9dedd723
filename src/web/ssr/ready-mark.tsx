import { useEffect } from "react";

/**
 * Sets `<html data-ready>` once the screen beside it has committed: on a server-rendered page, the moment the
 * app has taken the server's markup over and answers input. Browser tests wait on it (tests/helpers/chromium.ts).
 */
export function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.ready = "true";
  }, []);
  return null;
}
