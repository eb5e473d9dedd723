import type { ApiRequest, Envelope, HttpClient } from "../../src/web/providers/http";

type Reply = (req: ApiRequest) => unknown;

/**
 * A recording HttpClient for provider tests: every request lands in `calls`; the answer's `data`
 * comes from `reply`, which a test must set — an unset reply throws so no call passes silently.
 */
export function fakeHttp(reply?: Reply) {
  const calls: ApiRequest[] = [];
  let answer: Reply | undefined = reply;
  const http: HttpClient = {
    async request<T>(req: ApiRequest): Promise<Envelope<T>> {
      calls.push(req);
      if (!answer) throw new Error(`fake http: no reply set for ${req.method} ${req.url}; call replyWith() first`);
      return { code: 0, msg: "success", data: answer(req) as T };
    },
  };
  return {
    http,
    calls,
    replyWith(next: Reply) {
      answer = next;
    },
    /** The only call made so far; fails when there were none or several. */
    only(): ApiRequest {
      if (calls.length !== 1)
        throw new Error(`expected exactly one request, saw ${calls.length}: ${calls.map((c) => c.url).join(", ")}`);
      return calls[0];
    },
  };
}

/** A list answer as the server sends it. */
export const page = <T>(list: T[], total = list.length) => ({ list, total, pageNum: 1, pageSize: 10 });
