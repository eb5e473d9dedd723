import { and, asc, count, desc, eq, gt, inArray, lt, min, or } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../db/client";
import { channels, mallCategories, mallContents } from "../db/schema";
import { notFound } from "../http/errors";
import { goods, publicGoods, selectGoods } from "./goods-view";
import { idInput, mallRoute, parse, zId, zPage, type MallCaller } from "./route";

type Kind = (typeof mallContents.$inferSelect)["kind"];
const of = (c: MallCaller, kind: Kind) => and(eq(mallContents.systemId, c.systemId), eq(mallContents.kind, kind));
const summaryColumns = {
  id: mallContents.id,
  title: mallContents.title,
  summary: mallContents.summary,
  image: mallContents.image,
  linkUrl: mallContents.linkUrl,
  type: mallContents.type,
  column: mallContents.column,
  publishedAt: mallContents.publishedAt,
};

async function contentById(db: Db, c: MallCaller, kind: Kind, id: number) {
  const [row] = await db
    .select()
    .from(mallContents)
    .where(and(of(c, kind), eq(mallContents.id, id)));
  if (!row) throw notFound();
  return row;
}

const pagedInput = z.object({ column: z.string().max(30).optional(), ...zPage });
const adListInput = z.object({ code: z.string().max(30).default("home_banner") });
const modelGoodsInput = z.object({ floorId: zId, pageSize: z.coerce.number().int().min(1).max(20).default(10) });

async function paged(db: Db, c: MallCaller, kind: Kind, p: Record<string, unknown>) {
  const q = parse(pagedInput, p);
  const where = and(of(c, kind), q.column ? eq(mallContents.column, q.column) : undefined);
  const list = await db
    .select(summaryColumns)
    .from(mallContents)
    .where(where)
    .orderBy(desc(mallContents.publishedAt), desc(mallContents.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const [{ n }] = (await db.select({ n: count() }).from(mallContents).where(where)) as [{ n: number }];
  return { list, total: Number(n), pageNum: q.pageNum, pageSize: q.pageSize };
}

/** The portal's columns in the order they were first filled: a column's id is its place, so the order never moves. */
async function columns(db: Db, c: MallCaller, kind: Kind) {
  const rows = await db
    .select({ name: mallContents.column })
    .from(mallContents)
    .where(of(c, kind))
    .groupBy(mallContents.column)
    .orderBy(min(mallContents.id));
  return rows.map((r, i) => ({ id: i + 1, name: r.name }));
}

const itemNameSchema = z
  .object({
    id: zId.optional(),
    axis: z
      .string()
      .regex(/^\d+(-\d+){0,2}$/, { error: "类目路径格式应为 1-5-12" })
      .optional(),
  })
  .refine((q) => q.id !== undefined || q.axis !== undefined, { error: "请选择类目", path: ["id"] });

/** A category of the portal by id with the path of categories down to it, top first. */
async function categoryPath(db: Db, c: MallCaller, id: number) {
  const rows = await db
    .select({
      id: mallCategories.id,
      name: mallCategories.name,
      parentId: mallCategories.parentId,
      level: mallCategories.level,
      axis: mallCategories.axis,
    })
    .from(mallCategories)
    .where(eq(mallCategories.systemId, c.systemId));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const path: { id: number; name: string; axis: string }[] = [];
  for (let r = byId.get(id); r; r = r.parentId ? byId.get(r.parentId) : undefined)
    path.unshift({ id: r.id, name: r.name, axis: r.axis });
  const self = byId.get(id);
  if (!self) throw notFound();
  return { id: self.id, name: self.name, level: self.level, axis: self.axis, path };
}

/** A news article and its neighbours in its column by publishing time: the newer (上一篇) and the older (下一篇). */
async function articleWithNeighbours(db: Db, c: MallCaller, id: number) {
  const article = await contentById(db, c, "news", id);
  const same = and(of(c, "news"), eq(mallContents.column, article.column));
  const newer = or(
    gt(mallContents.publishedAt, article.publishedAt),
    and(eq(mallContents.publishedAt, article.publishedAt), gt(mallContents.id, article.id)),
  );
  const older = or(
    lt(mallContents.publishedAt, article.publishedAt),
    and(eq(mallContents.publishedAt, article.publishedAt), lt(mallContents.id, article.id)),
  );
  const neighbour = { id: mallContents.id, title: mallContents.title };
  const [prev] = await db
    .select(neighbour)
    .from(mallContents)
    .where(and(same, newer))
    .orderBy(asc(mallContents.publishedAt), asc(mallContents.id))
    .limit(1);
  const [next] = await db
    .select(neighbour)
    .from(mallContents)
    .where(and(same, older))
    .orderBy(desc(mallContents.publishedAt), desc(mallContents.id))
    .limit(1);
  return { ...article, prev: prev ?? null, next: next ?? null };
}

/** Portal content of the home page, the navigation and the news / notice / message pages. */
export function registerContentRoutes(app: FastifyInstance, db: Db, product: string) {
  mallRoute(app, db, product, "categoryList", async (_p, c) => {
    const rows = await db
      .select()
      .from(mallCategories)
      .where(eq(mallCategories.systemId, c.systemId))
      .orderBy(asc(mallCategories.sort), asc(mallCategories.id));
    type Node = (typeof rows)[number] & { next: Node[] };
    const nodes = new Map<number, Node>(rows.map((r) => [r.id, { ...r, next: [] }]));
    const roots: Node[] = [];
    for (const n of nodes.values()) (n.parentId ? nodes.get(n.parentId)?.next : roots)?.push(n);
    return roots;
  });

  mallRoute(app, db, product, "channelList", async (_p, c) =>
    db.select().from(channels).where(eq(channels.systemId, c.systemId)).orderBy(asc(channels.sort), asc(channels.id)),
  );

  mallRoute(app, db, product, "adList", async (p, c) => {
    const { code } = parse(adListInput, p);
    const kind: Kind = code === "home_banner" ? "banner" : "ad";
    return db
      .select(summaryColumns)
      .from(mallContents)
      .where(and(of(c, kind), kind === "ad" ? eq(mallContents.column, code) : undefined))
      .orderBy(asc(mallContents.sort));
  });

  mallRoute(app, db, product, "floorList", async (_p, c) =>
    db.select().from(mallContents).where(of(c, "floor")).orderBy(asc(mallContents.sort)),
  );

  mallRoute(app, db, product, "modelGoods", async (p, c) => {
    const { floorId, pageSize } = parse(modelGoodsInput, p);
    const floor = await contentById(db, c, "floor", floorId);
    const cats = (floor.goodsCategory ?? "").split(",").filter(Boolean);
    const list = await selectGoods(db)
      .where(publicGoods(c.systemId, cats.length ? inArray(goods.category, cats) : undefined))
      .orderBy(desc(goods.stock), asc(goods.id))
      .limit(pageSize);
    return { list };
  });

  mallRoute(app, db, product, "messageList", async (_p, c) =>
    db.select(summaryColumns).from(mallContents).where(of(c, "message")).orderBy(asc(mallContents.sort)),
  );
  mallRoute(app, db, product, "messageContent", async (p, c) => contentById(db, c, "message", parse(idInput, p).id));

  mallRoute(app, db, product, "newsColumns", async (_p, c) => columns(db, c, "news"));
  mallRoute(app, db, product, "newsList", async (p, c) => paged(db, c, "news", p));
  mallRoute(app, db, product, "newsContent", async (p, c) => contentById(db, c, "news", parse(idInput, p).id));
  mallRoute(app, db, product, "portalNewsContent", async (p, c) => articleWithNeighbours(db, c, parse(idInput, p).id));
  mallRoute(app, db, product, "itemName", async (p, c) => {
    const q = parse(itemNameSchema, p);
    return categoryPath(db, c, q.id ?? Number(q.axis!.split("-").at(-1)));
  });

  mallRoute(app, db, product, "noticeColumns", async (_p, c) => columns(db, c, "notice"));
  mallRoute(app, db, product, "noticeList", async (p, c) => paged(db, c, "notice", p));
  mallRoute(app, db, product, "noticeDetail", async (p, c) => contentById(db, c, "notice", parse(idInput, p).id));
}
