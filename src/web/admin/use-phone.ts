import { useEffect, useState } from "react";

/** Below antd's `md` breakpoint: a phone held upright. */
const PHONE = "(max-width: 767.98px)";

const matches = () => typeof window !== "undefined" && window.matchMedia?.(PHONE).matches === true;

/**
 * Whether the screen is a phone's, known at the first render (antd's Grid.useBreakpoint answers only after an
 * effect, so a list would first lay out for a desktop and then jump), and followed when the window turns.
 */
export function usePhone(): boolean {
  const [phone, setPhone] = useState(matches);
  useEffect(() => {
    const query = window.matchMedia?.(PHONE);
    if (!query) return;
    const follow = () => setPhone(query.matches);
    follow();
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, []);
  return phone;
}
