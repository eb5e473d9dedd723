import { useCallback, useEffect, useState } from "react";

/** Loads once on mount (and on `reload()`); errors leave `data` undefined, the http client shows them. */
export function useLoad<T>(load: () => Promise<T>): { data: T | undefined; loading: boolean; reload: () => void } {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  useEffect(() => {
    let live = true;
    setLoading(true);
    load()
      .then((value) => live && setData(value))
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round]);
  return { data, loading, reload };
}
