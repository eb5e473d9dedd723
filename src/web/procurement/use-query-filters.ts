import { useSearchParams } from "react-router";

/**
 * The public lists' filters live in the address (shareable, back-button safe): `set` changes some, drops the
 * blank ones, and goes back to page 1 unless it sets the page itself.
 */
export function useQueryFilters() {
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) v ? next.set(k, v) : next.delete(k);
    if (!("page" in changes)) next.delete("page");
    setParams(next);
  };
  return { params, set };
}
