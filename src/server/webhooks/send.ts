import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { guardedLookup, reservedHost, urlProblem } from "./address-guard";

/** What one attempt came to: the receiver's status and the start of its answer, or why there was none. */
export interface AttemptResult {
  statusCode: number | null;
  durationMs: number;
  response: string | null;
  error: string | null;
}

/** Characters of the receiver's answer kept with the attempt. */
const EXCERPT = 500;

/** POSTs one signed body; never throws. A 2xx answer is a delivery, anything else (or nothing in `timeoutMs`) a failure. */
export function postOnce(
  url: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<AttemptResult> {
  const started = Date.now();
  const done = (r: Omit<AttemptResult, "durationMs">): AttemptResult => ({ ...r, durationMs: Date.now() - started });
  const refused = urlProblem(url) ?? reservedHost(url);
  if (refused) return Promise.resolve(done({ statusCode: null, response: null, error: refused }));
  return new Promise((resolve) => {
    const target = new URL(url);
    const request = target.protocol === "https:" ? httpsRequest : httpRequest;
    const req = request(
      target,
      {
        method: "POST",
        headers: { ...headers, "content-length": Buffer.byteLength(body) },
        lookup: guardedLookup as never,
        timeout: timeoutMs,
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
          // the rest of a long answer is of no use to the log
          if (text.length > EXCERPT) res.destroy();
        });
        const finish = () =>
          resolve(done({ statusCode: res.statusCode ?? null, response: text.slice(0, EXCERPT) || null, error: null }));
        res.on("end", finish);
        res.on("close", finish);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${timeoutMs / 1000} 秒内无响应`)));
    req.on("error", (e) => resolve(done({ statusCode: null, response: null, error: e.message.slice(0, 255) })));
    req.end(body);
  });
}
