import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { draftContent } from "../../mall/shop-front";
import { ensureDecoration } from "../../hooks/shop-decoration";
import type { Exec } from "../client";
import {
  memberships,
  resourceLinesTables,
  resourceTables,
  rowMoves,
  shopDecorations,
  shopNavs,
  shops,
} from "../schema";
import type { SeededShop } from "./mall-shops";

const { goods, shopClassify } = resourceTables as Required<typeof resourceTables>;
const { banners: bannerLines, floors: floorLines } = resourceLinesTables.shopDecoration!;

/** The carousel of each shop front: its banners under /assets/mall/deco, the first opening the shop's goods. */
const BANNERS: Record<string, number> = { lvye: 2, kangmu: 2, wotu: 2, zhongyuan: 2, mufeng: 2, lumu: 2, caoyuan: 2 };
const NOTICE = "本店支持对公转账与在线支付，单笔订单满2000元包邮；周一至周六16:00前下单当天发货，节假日顺延。";
const HOUR = 3_600_000;

/** The enterprise's administrator, who publishes its decorations in the demo history (none for sellers without an account). */
async function adminOf(tx: Exec, enterpriseId: number): Promise<number | undefined> {
  const [m] = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.enterpriseId, enterpriseId), eq(memberships.isAdmin, true)));
  return m?.userId;
}

/** The shop's goods on sale, oldest first: what its floors and featured goods are picked from. */
const onSale = async (tx: Exec, s: SeededShop) =>
  (await tx
    .select({ id: goods.id, category: goods.category })
    .from(goods)
    .where(and(eq(goods.enterpriseId, s.enterpriseId), eq(goods.systemId, s.systemId), eq(goods.status, "on_sale")))
    .orderBy(asc(goods.id))) as { id: number; category: string }[];

/** The draft of one open shop: banners, notice, featured goods, a floor of goods, one per top kind, and its navigation. */
async function decorate(tx: Exec, s: SeededShop, decorationId: number) {
  const list = await onSale(tx, s);
  const tops = (await tx
    .select({ id: shopClassify.id, name: shopClassify.name })
    .from(shopClassify)
    .where(
      and(
        eq(shopClassify.enterpriseId, s.enterpriseId),
        eq(shopClassify.systemId, s.systemId),
        isNull(shopClassify.parentId),
        eq(shopClassify.visible, true),
      ),
    )
    .orderBy(asc(shopClassify.sort))) as { id: number; name: string }[];
  await tx
    .update(shopDecorations)
    .set({
      slogan: s.intro.replace(/。$/, "").slice(0, 40),
      notice: NOTICE,
      featured: list.slice(0, 5).map((g) => g.id),
    } as never)
    .where(eq(shopDecorations.id, decorationId));
  await tx.insert(bannerLines).values(
    Array.from({ length: BANNERS[s.key] ?? 1 }, (_, i) => ({
      parentId: decorationId,
      position: i,
      image: `/assets/mall/deco/${s.key}-${i + 1}.svg`,
      link: i === 0 ? `/storeInfo/goodList?shopId=${s.id}` : list[5] ? `/goodInfo?id=${list[5].id}` : null,
    })) as never,
  );
  const floors = [
    { title: "热销推荐", source: "goods", goodsIds: list.slice(5, 10).map((g) => g.id), kindId: null },
    ...tops.slice(0, 2).map((k) => ({ title: k.name, source: "kind", goodsIds: null, kindId: k.id })),
  ].filter((f) => f.source === "kind" || f.goodsIds!.length);
  if (floors.length)
    await tx
      .insert(floorLines)
      .values(floors.map((f, position) => ({ ...f, parentId: decorationId, position })) as never);
  // the shelves the seller set up, or, without any, the whole range and a search of its main category
  const tenant = { enterpriseId: s.enterpriseId, systemId: s.systemId };
  const nav = tops.length
    ? [
        ...tops
          .slice(0, 4)
          .map((k, i) => ({ label: k.name.slice(0, 8), target: "kind", kindId: k.id, sort: (i + 1) * 10 })),
        { label: "全部货品", target: "all", sort: 90 },
      ]
    : [
        { label: "全部货品", target: "all", sort: 10 },
        ...(list[0]
          ? [
              {
                label: `${list[0].category}专区`.slice(0, 8),
                target: "link",
                link: `/list?search=${encodeURIComponent(list[0].category)}`,
                sort: 20,
              },
            ]
          : []),
      ];
  await tx.insert(shopNavs).values(nav.map((n) => ({ ...tenant, ...n })) as never);
}

/** 发布 as the seller did it, some days ago, with the move on the decoration's log when the seller has an account. */
async function publish(tx: Exec, id: number, at: Date, userId: number | undefined, enterpriseId: number) {
  const [row] = await tx.select().from(shopDecorations).where(eq(shopDecorations.id, id));
  const published = { ...(await draftContent(tx, row as never)), publishedAt: at.toISOString() };
  await tx
    .update(shopDecorations)
    .set({
      status: "published",
      publishedAt: at,
      published,
      createdAt: new Date(at.getTime() - 2 * HOUR),
      updatedAt: at,
    } as never)
    .where(eq(shopDecorations.id, id));
  if (userId)
    await tx.insert(rowMoves).values({
      resource: "shopDecoration",
      rowId: id,
      move: "publish",
      label: "发布",
      fromState: "draft",
      toState: "published",
      userId,
      enterpriseId,
      createdAt: at,
    });
}

/**
 * Every shop's decoration (one per shop, as a new shop gets), each open shop's published some days ago, so every
 * shop front shows one; 绿野's on YYN has since got a new banner and notice that wait to be published.
 */
export async function seedMallDecorations(tx: Exec, open: SeededShop[]) {
  for (const shop of await tx
    .select({ id: shops.id, enterpriseId: shops.enterpriseId, systemId: shops.systemId })
    .from(shops))
    await ensureDecoration(tx, shop as never);
  for (const [i, s] of open.entries()) {
    const [row] = await tx
      .select({ id: shopDecorations.id })
      .from(shopDecorations)
      .where(eq(shopDecorations.shopId, s.id));
    await tx
      .update(shopDecorations)
      .set({ theme: s.color } as never)
      .where(eq(shopDecorations.id, row!.id));
    await decorate(tx, s, row!.id);
    const userId = await adminOf(tx, s.enterpriseId);
    await publish(tx, row!.id, new Date(Date.now() - (20 + i) * 24 * HOUR), userId, s.enterpriseId);
    if (s.key !== "lvye" || s.systemId !== 56) continue;
    // 绿野's spring campaign: drafted, previewed, not published yet
    await tx
      .update(bannerLines)
      .set({ position: sql`${bannerLines.position} + 1` } as never)
      .where(eq(bannerLines.parentId, row!.id));
    await tx.insert(bannerLines).values({
      parentId: row!.id,
      position: 0,
      image: "/assets/mall/deco/lvye-3.svg",
      link: "/list?search=育肥料",
    } as never);
    const edited = new Date(Date.now() - 2 * HOUR);
    await tx
      .update(shopDecorations)
      .set({
        status: "draft",
        notice: "春季备货节：3月1日至3月31日育肥料九五折，整车包邮。",
        updatedAt: edited,
      } as never)
      .where(eq(shopDecorations.id, row!.id));
    if (userId)
      await tx.insert(rowMoves).values({
        resource: "shopDecoration",
        rowId: row!.id,
        move: "update",
        label: "编辑",
        fromState: "published",
        toState: "draft",
        userId,
        enterpriseId: s.enterpriseId,
        createdAt: edited,
      });
  }
}
