import type { FastifyInstance } from "fastify";
import { MALL, mallPath } from "../../core/mall-endpoints";
import type { Db } from "../db/client";
import { SECURITY_HEADERS } from "../http/security-headers";
import type { MessageHub } from "./message-hub";
import { unreadOf } from "./message-routes";
import { callerOf, requireBuyer } from "./route";

/** How often an open stream says it is alive, so proxies keep it open (ms). */
const HEARTBEAT_MS = 15_000;

/**
 * The header's unread count, live: one `data: {"unread":n}` at once, then one after every message to the
 * caller's enterprise or to the caller, sent or read in any process, until the page goes away.
 */
export function registerMessageLive(app: FastifyInstance, o: { db: Db; product: string; hub: MessageHub }) {
  const { db, product, hub } = o;
  const streams = new Set<() => void>();
  app.get(`/gw/${mallPath(MALL.messageLive, product)}`, async (req, reply) => {
    const c = requireBuyer(await callerOf(db, req));
    const first = await unreadOf(db, c);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, { ...SECURITY_HEADERS, "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache, no-transform", connection: "keep-alive", "x-accel-buffering": "no" });
    let open = true;
    let sending = Promise.resolve();
    const send = (unread: number) => {
      if (open) res.write(`data: ${JSON.stringify({ unread })}\n\n`);
    };
    send(first);
    if ((req.query as Record<string, unknown>).once === "1") {
      res.end();
      return;
    }
    const stop = await hub.watch(
      [`u:${c.user.id}`, ...(c.enterprise ? [`e:${c.enterprise.id}`] : [])],
      () => {
        sending = sending.then(async () => {
          if (!open) return;
          try {
            send(await unreadOf(db, c));
          } catch (error) {
            req.log.warn(error);
          }
        });
      },
    );
    const beat = setInterval(() => open && res.write(": alive\n\n"), HEARTBEAT_MS);
    const close = () => {
      open = false;
      clearInterval(beat);
      stop();
    };
    const end = () => {
      close();
      res.end();
    };
    streams.add(end);
    req.raw.on("close", () => {
      streams.delete(end);
      close();
    });
  });
  // open streams would hold the server's close forever: end them first
  app.addHook("preClose", async () => {
    for (const end of streams) end();
    streams.clear();
  });
}
