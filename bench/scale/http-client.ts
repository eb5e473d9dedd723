/** Keep-alive HTTP for the load: one socket per worker, as a browser or a proxy keeps its connections open. */
import http from "node:http";

export function httpClient(base: string, sockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const { hostname, port } = new URL(base);
  return {
    /** Status and body of one call; the body is read whole, as a client would. */
    request(
      method: string,
      path: string,
      o: { body?: unknown; cookie?: string; systemId?: number } = {},
    ): Promise<{ status: number; body: string }> {
      const payload = o.body === undefined ? undefined : JSON.stringify(o.body);
      const headers: Record<string, string> = { systemid: String(o.systemId ?? 56), platformtype: "1" };
      if (payload) headers["content-type"] = "application/json";
      if (o.cookie) headers.cookie = o.cookie;
      return new Promise((resolve, reject) => {
        const req = http.request({ agent, hostname, port, method, path, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
          res.on("error", reject);
        });
        req.on("error", reject);
        req.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}
