import { useCallback, useEffect, useState } from "react";
import type { MallKey } from "../../core/mall-endpoints";
import { mallApi } from "./api";

/** Loads one mall call and re-loads when the payload changes. */
export function useMall<T>(key: MallKey, payload: Record<string, unknown> = {}, enabled = true) {
  const [data, setData] = useState<T | undefined>();
  const [loading, setLoading] = useState(enabled);
  const [error, setError] = useState<unknown>();
  const stamp = JSON.stringify(payload);
  const load = useCallback(async () => {
    if (!enabled) return;
    setLoading(true);
    try {
      setData(await mallApi<T>(key, JSON.parse(stamp)));
      setError(undefined);
    } catch (e) {
      setError(e);
    } finally {
      setLoading(false);
    }
  }, [key, stamp, enabled]);
  useEffect(() => {
    void load();
  }, [load]);
  return { data, loading, error, reload: load, setData };
}
