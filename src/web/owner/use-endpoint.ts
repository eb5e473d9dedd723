import { useCallback, useEffect, useState } from "react";
import type { EndpointDef } from "../../core/endpoint";
import { callEndpoint } from "./owner-entries";

/** Loads one declared endpoint, again when the payload changes or on `reload()`; a failure leaves `error` set. */
export function useEndpoint<T>(e: EndpointDef | undefined, payload: Record<string, unknown>) {
  const stamp = JSON.stringify(payload);
  const [data, setData] = useState<T>();
  const [error, setError] = useState<unknown>();
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  useEffect(() => {
    if (!e) return;
    let live = true;
    callEndpoint<T>(e, JSON.parse(stamp) as Record<string, unknown>)
      .then((value) => live && (setData(value), setError(undefined)))
      .catch((err: unknown) => live && setError(err));
    return () => {
      live = false;
    };
  }, [e, stamp, round]);
  return { data, error, reload };
}
