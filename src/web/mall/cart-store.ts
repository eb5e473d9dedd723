import { useEffect, useState } from "react";
import { currentPortal } from "../portal";
import { mallApi } from "./api";

// The header badge and the cart pages share one count; anything that changes the cart calls refresh().
let count = 0;
const listeners = new Set<(n: number) => void>();

/** Spec §5: the badge value is rounded and falls back to 0. */
export const badgeValue = (raw: unknown): number => {
  const n = Math.round(Number(raw));
  return Number.isFinite(n) && n > 0 ? n : 0;
};

export async function refreshCartCount(): Promise<number> {
  const data = await mallApi<{ cartCount?: number }>("cartCount", { platformtype: currentPortal().platformType }).catch(
    () => ({ cartCount: 0 }),
  );
  count = badgeValue(data?.cartCount);
  listeners.forEach((l) => l(count));
  return count;
}

export function useCartCount(userId: number | undefined): number {
  const [n, setN] = useState(count);
  useEffect(() => {
    listeners.add(setN);
    void refreshCartCount();
    return () => void listeners.delete(setN);
  }, [userId]);
  return n;
}
