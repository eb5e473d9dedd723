import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../db/client";
import { enterpriseMessages } from "../db/schema";
import { notFound } from "../http/errors";
import { MESSAGE_CHANNEL } from "../operations/notify";
import { messageKeysOf, messagesOf } from "./message-scope";
import { mallRoute, parse, zId, zPage, type MallCaller } from "./route";
import { now } from "../clock";

const myMessagesInput = z.object(zPage);
const messageReadInput = z.union([z.object({ id: zId }), z.object({ all: z.literal(true) })], { error: "请选择消息" });

/** How many of the caller's messages are unread: the header's badge. */
export async function unreadOf(db: Db, c: MallCaller): Promise<number> {
  const [{ unread }] = (await db
    .select({ unread: count() })
    .from(enterpriseMessages)
    .where(and(await messagesOf(db, c), isNull(enterpriseMessages.readAt)))) as [{ unread: number }];
  return Number(unread);
}

/** 我的消息: the caller's in-site messages, newest first, with how many are unread; and marking them read. */
export function registerMessageRoutes(app: FastifyInstance, db: Db, product: string) {
  mallRoute(app, db, product, "myMessages", async (p, c) => {
    const q = parse(myMessagesInput, p);
    const mine = await messagesOf(db, c);
    const [[{ n }], unread] = (await Promise.all([
      db.select({ n: count() }).from(enterpriseMessages).where(mine),
      unreadOf(db, c),
    ])) as [[{ n: number }], number];
    const list = await db
      .select()
      .from(enterpriseMessages)
      .where(mine)
      .orderBy(desc(enterpriseMessages.createdAt), desc(enterpriseMessages.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize);
    return { list, total: Number(n), unread, pageNum: q.pageNum, pageSize: q.pageSize };
  });

  // one message by id (one the caller may not read is a 404), or every message it reads with `all: true`;
  // the open badges of the enterprise and the person count again
  mallRoute(app, db, product, "messageRead", async (p, c) => {
    const q = parse(messageReadInput, p);
    const mine = await messagesOf(db, c);
    if (
      "id" in q &&
      !(
        await db
          .select({ id: enterpriseMessages.id })
          .from(enterpriseMessages)
          .where(and(mine, eq(enterpriseMessages.id, q.id)))
      ).length
    )
      throw notFound();
    const which = "id" in q ? and(mine, eq(enterpriseMessages.id, q.id)) : mine;
    return db.transaction(async (tx) => {
      const read = await tx
        .update(enterpriseMessages)
        .set({ readAt: now() })
        .where(and(which, isNull(enterpriseMessages.readAt)))
        .returning({ id: enterpriseMessages.id });
      if (read.length)
        for (const key of messageKeysOf(c)) await tx.execute(sql`select pg_notify(${MESSAGE_CHANNEL}, ${key})`);
      return { read: read.length };
    });
  });
}
