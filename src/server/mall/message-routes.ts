import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../db/client";
import { enterpriseMessages } from "../db/schema";
import { notFound } from "../http/errors";
import { mallRoute, parse, zId, zPage, type MallCaller } from "./route";
import { now } from "../clock";

/** The messages of the enterprise the caller acts for, on this portal; a personal identity has none. */
const mine = (c: MallCaller) => and(eq(enterpriseMessages.enterpriseId, c.enterprise?.id ?? -1), eq(enterpriseMessages.systemId, c.systemId));

const myMessagesInput = z.object(zPage);
const messageReadInput = z.union([z.object({ id: zId }), z.object({ all: z.literal(true) })], { error: "请选择消息" });

/** 我的消息: the enterprise's in-site messages, newest first, with how many are unread; and marking them read. */
export function registerMessageRoutes(app: FastifyInstance, db: Db, product: string) {
  mallRoute(app, db, product, "myMessages", async (p, c) => {
    const q = parse(myMessagesInput, p);
    const [[{ n }], [{ unread }]] = (await Promise.all([
      db.select({ n: count() }).from(enterpriseMessages).where(mine(c)),
      db.select({ unread: count() }).from(enterpriseMessages).where(and(mine(c), isNull(enterpriseMessages.readAt))),
    ])) as [[{ n: number }], [{ unread: number }]];
    const list = await db
      .select()
      .from(enterpriseMessages)
      .where(mine(c))
      .orderBy(desc(enterpriseMessages.createdAt), desc(enterpriseMessages.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize);
    return { list, total: Number(n), unread: Number(unread), pageNum: q.pageNum, pageSize: q.pageSize };
  });

  // one message by id (another enterprise's is a 404), or every message with `all: true`
  mallRoute(app, db, product, "messageRead", async (p, c) => {
    const q = parse(messageReadInput, p);
    if ("id" in q && !(await db.select({ id: enterpriseMessages.id }).from(enterpriseMessages).where(and(mine(c), eq(enterpriseMessages.id, q.id)))).length) throw notFound();
    const which = "id" in q ? and(mine(c), eq(enterpriseMessages.id, q.id)) : mine(c);
    const read = await db.update(enterpriseMessages).set({ readAt: now() }).where(and(which, isNull(enterpriseMessages.readAt))).returning({ id: enterpriseMessages.id });
    return { read: read.length };
  });
}
