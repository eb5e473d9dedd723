import { use, useCallback, useEffect, useRef, useState } from "react";
import type { MallKey } from "../../core/mall-endpoints";
import { useAnswers } from "../ssr/preload";
import { mallApi } from "./api";

/**
 * Loads one mall call and re-loads when the payload changes. On a server-rendered page the first render
 * takes the answer the server rendered with (and the server waits for it), so hydration matches and the
 * call is not repeated.
 */
export function useMall<T>(key: MallKey, payload: Record<string, unknown> = {}, enabled = true) {
  const answers = useAnswers();
  const stamp = JSON.stringify(payload);
  const first = (enabled ? (answers.load ? use(answers.load(key, payload)) : answers.peek(key, payload)) : undefined) as
    | T
    | undefined;
  const [data, setData] = useState<T | undefined>(first);
  const [loading, setLoading] = useState(enabled && first === undefined);
  const [error, setError] = useState<unknown>();
  // the payload whose answer came with the page: its first load is already done
  const preloaded = useRef(first === undefined ? null : stamp);
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
    if (preloaded.current === stamp) {
      preloaded.current = null;
      answers.drop(key, JSON.parse(stamp));
      return;
    }
    void load();
  }, [load]);
  return { data, loading, error, reload: load, setData };
}
