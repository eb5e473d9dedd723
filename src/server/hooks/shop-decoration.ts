import { and, eq, sql } from "drizzle-orm";
import { resourceByName } from "../../../resources";
import type { Exec } from "../db/client";
import { shopDecorations } from "../db/schema";
import type { OpContext, Row } from "../operations/context";
import { recordMoves } from "../operations/moves";
import { draftContent } from "../mall/shop-front";
import type { ResourceHooks } from "./types";
import { now } from "../clock";

const decoration = resourceByName("shopDecoration");

/**
 * Every shop has its decoration, made with the shop as a draft in the default colour: the seller center then
 * always has one to edit. A row left behind on the portal by an earlier shop of the enterprise is taken over.
 */
export async function ensureDecoration(tx: Exec, shop: { id: number; enterpriseId: number; systemId: number }) {
  await tx
    .insert(shopDecorations)
    .values({
      enterpriseId: shop.enterpriseId,
      systemId: shop.systemId,
      shopId: shop.id,
      theme: decoration.fields.theme!.default,
      status: decoration.flow!.initial,
    } as never)
    .onConflictDoUpdate({
      target: [shopDecorations.enterpriseId, shopDecorations.systemId],
      set: { shopId: sql`excluded.shop_id` } as never,
    });
}

/**
 * Something the published version includes changed elsewhere (a navigation entry): the caller's decoration holds
 * unpublished changes again, and its log says what changed.
 */
export async function markChanged(ctx: OpContext, label: string) {
  const { enterpriseId, systemId } = ctx.caller;
  const moved = (await ctx.tx
    .update(shopDecorations)
    .set({ status: "draft", updatedAt: now() } as never)
    .where(
      and(
        eq(shopDecorations.enterpriseId, enterpriseId),
        eq(shopDecorations.systemId, systemId),
        eq(shopDecorations.status, "published"),
      ),
    )
    .returning()) as Row[];
  await recordMoves({ ...ctx, resource: decoration, table: shopDecorations }, moved, {
    name: "update",
    label,
    from: () => "published",
    to: "draft",
  });
}

/** 发布: the draft, with the shop's navigation as it stands, becomes what buyers see, in the action's transaction. */
export const shopDecorationHooks: ResourceHooks = {
  async afterAction(ctx, action, rows) {
    if (action !== "publish") return;
    for (const row of rows as (Row & { enterpriseId: number; systemId: number; publishedAt: Date })[]) {
      const published = { ...(await draftContent(ctx.tx, row)), publishedAt: row.publishedAt.toISOString() };
      await ctx.tx
        .update(shopDecorations)
        .set({ published } as never)
        .where(eq(shopDecorations.id, row.id));
    }
  },
};
