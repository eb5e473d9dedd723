import type { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import type { FastifyInstance } from "fastify";

/**
 * The 演示环境 badge: plain markup outside #root, so neither React's render nor its hydration sees it, and clicks
 * pass through it to whatever it sits on.
 */
export const DEMO_MARK =
  '<div id="agri-demo-mark" role="note" title="演示数据与演示账号（密码见 README），请勿用于真实交易；短信验证码在本机 /dev/sms" ' +
  'style="position:fixed;left:12px;bottom:12px;z-index:2147483000;pointer-events:none;padding:2px 10px;border-radius:10px;' +
  'background:rgba(250,140,22,.92);color:#fff;font:12px/20px system-ui,sans-serif;box-shadow:0 1px 4px rgba(0,0,0,.2)">演示环境</div>';

export const withDemoMark = (html: string) =>
  html.includes("</body>") ? html.replace("</body>", `${DEMO_MARK}</body>`) : html + DEMO_MARK;

const isStream = (payload: unknown): payload is Readable =>
  !!payload && typeof (payload as Readable).pipe === "function";

/** Puts the demo badge on every HTML page the server sends: server-rendered, the app's shell, or a static file. */
export function installDemoMark(app: FastifyInstance) {
  app.addHook("onSend", async (_req, reply, payload) => {
    if (!String(reply.getHeader("content-type") ?? "").startsWith("text/html")) return payload;
    const html =
      typeof payload === "string"
        ? payload
        : Buffer.isBuffer(payload)
          ? payload.toString("utf8")
          : isStream(payload)
            ? await text(payload)
            : undefined;
    if (html === undefined) return payload;
    // the file's own length (a static index.html) no longer holds
    reply.removeHeader("content-length");
    return withDemoMark(html);
  });
}
