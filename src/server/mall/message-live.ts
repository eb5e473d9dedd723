import type { FastifyInstance } from "fastify";
import { MALL, mallPath } from "../../core/mall-endpoints";
import type { Db } from "../db/client";
import { eventStreams } from "../http/event-stream";
import type { MessageHub } from "./message-hub";
import { unreadOf } from "./message-routes";
import { callerOf, requireBuyer } from "./route";

/**
 * The header's unread count, live: one `data: {"unread":n}` at once, then one after every message to the
 * caller's enterprise or to the caller, sent or read in any process, until the page goes away.
 */
export function registerMessageLive(app: FastifyInstance, o: { db: Db; product: string; hub: MessageHub }) {
  const { db, product, hub } = o;
  const stream = eventStreams(app);
  app.get(`/gw/${mallPath(MALL.messageLive, product)}`, async (req, reply) => {
    const c = requireBuyer(await callerOf(db, req));
    const keys = [`u:${c.user.id}`, ...(c.enterprise ? [`e:${c.enterprise.id}`] : [])];
    await stream(req, reply, {
      first: { unread: await unreadOf(db, c) },
      once: (req.query as Record<string, unknown>).once === "1",
      watch: (wake) => hub.watch(keys, wake),
      next: async () => ({ unread: await unreadOf(db, c) }),
    });
  });
}
