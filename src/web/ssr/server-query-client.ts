import { QueryClient, skipToken, type DefaultOptions } from "@tanstack/react-query";

/**
 * The query cache of one console page rendered on the server. Every enabled query suspends until its answer is
 * in, as `useSuspenseQuery` would, so React's prerender waits for the identity, the grants and the list the
 * screen asks for, and the page leaves with them rendered; the cache then goes into the page for hydration.
 * A disabled query stays as the browser first renders it: pending, unasked.
 */
export function serverQueryClient(defaults: DefaultOptions): QueryClient {
  const client = new QueryClient({ defaultOptions: defaults });
  const defaulted = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: Parameters<typeof defaulted>[0]) => {
    const out = defaulted(options);
    if (out.enabled !== false && typeof out.enabled !== "function" && out.queryFn !== skipToken)
      (out as { suspense?: boolean }).suspense = true;
    return out;
  }) as QueryClient["defaultQueryOptions"];
  return client;
}
