import { count, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { atPath, type AccountDeps } from "../account/deps";
import { inputOf, text } from "../account/input";
import { smsOutbox } from "../db/schema";
import { ok } from "../http/errors";

/**
 * `GET dev.sms.outbox.list` (params phone?, pageSize?): the messages the default provider kept, newest
 * first, for the /dev/sms page. Never registered when NODE_ENV=production: codes are in the text.
 */
export function registerSmsOutboxRoutes(app: FastifyInstance, d: AccountDeps) {
  if (process.env.NODE_ENV === "production") return;
  app.get(atPath(d.product)("dev.sms.outbox.list"), async (req) => {
    const input = inputOf(req);
    const phone = text(input.phone);
    const pageSize = Math.min(200, Math.max(1, Number(input.pageSize) || 50));
    const where = phone ? eq(smsOutbox.phone, phone) : undefined;
    const list = await d.db.select().from(smsOutbox).where(where).orderBy(desc(smsOutbox.id)).limit(pageSize);
    const [total] = await d.db.select({ n: count() }).from(smsOutbox).where(where);
    return ok({ list, total: total?.n ?? 0, pageNum: 1, pageSize });
  });
}
