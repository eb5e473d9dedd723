import { eq } from "drizzle-orm";
import { registry, resources } from "../../../../resources";
import { declaredNotices } from "../../../core/notify";
import type { Exec } from "../client";
import { messagesOfMoves, type Announced } from "../../operations/notify";
import type { Row } from "../../operations/context";
import { enterpriseMessages, resourceTables, rowMoves } from "../schema";

/**
 * What every seeded move told its parties, as the live move would have (`notify`), when it happened: run once the
 * demo's histories are written, whichever seed wrote them (the engine's, the mall's orders, after-sales, buy
 * intents and bids), so each demo account opens 我的消息 on unread messages of its own rows.
 */
export async function seedMessages(tx: Exec) {
  for (const r of resources.filter((x) => declaredNotices(x).length && resourceTables[x.name])) {
    const moves = (await tx.select().from(rowMoves).where(eq(rowMoves.resource, r.name))) as unknown as Announced[];
    if (!moves.length) continue;
    const rows = (await tx.select().from(resourceTables[r.name]!)) as Row[];
    const told = await messagesOfMoves(tx, registry, r, moves, rows);
    if (told.length) await tx.insert(enterpriseMessages).values(told);
  }
}
