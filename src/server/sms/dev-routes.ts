import { count, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { atPath, type AccountDeps } from "../account/deps";
import { inputOf, text } from "../account/input";
import { smsOutbox } from "../db/schema";
import { forbidden, ok } from "../http/errors";
import { isLocalClient } from "../http/local-client";

export const OUTBOX_LOCAL_ONLY = "短信发件箱仅对本机开放：请在运行服务的机器上打开本页，或查看服务端日志";

/**
 * `GET dev.sms.outbox.list` (params phone?, pageSize?): the messages the demo's provider kept, newest first, for the
 * /dev/sms page. Demo mode only, and only to a client on this machine: the codes in it log anyone in.
 */
export function registerSmsOutboxRoutes(app: FastifyInstance, d: AccountDeps, o: { proxyTrusted: boolean }) {
  app.get(atPath(d.product)("dev.sms.outbox.list"), async (req) => {
    if (!isLocalClient(req, o.proxyTrusted)) throw forbidden(OUTBOX_LOCAL_ONLY);
    const input = inputOf(req);
    const phone = text(input.phone);
    const pageSize = Math.min(200, Math.max(1, Number(input.pageSize) || 50));
    const where = phone ? eq(smsOutbox.phone, phone) : undefined;
    const list = await d.db.select().from(smsOutbox).where(where).orderBy(desc(smsOutbox.id)).limit(pageSize);
    const [total] = await d.db.select({ n: count() }).from(smsOutbox).where(where);
    return ok({ list, total: total?.n ?? 0, pageNum: 1, pageSize });
  });
}
