import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { TAG_TREES, type TagTree } from "../../core/tag-trees";
import type { Db } from "../db/client";
import { mallRoute, parse } from "../mall/route";
import { tagsOf, tagTree } from "./tag-data";

const children = z.object({ parentCode: z.string().trim().max(40).nullish() });

/** Each tag tree's two calls (src/core/tag-trees.ts): the tags under a parent (or all), and the whole tree. */
export function registerTagRoutes(app: FastifyInstance, db: Db, product: string) {
  for (const [tree, calls] of Object.entries(TAG_TREES) as [TagTree, (typeof TAG_TREES)[TagTree]][]) {
    mallRoute(app, db, product, calls.list, async (p) => {
      const { parentCode } = parse(children, p);
      const rows = await tagsOf(db, tree, parentCode === undefined ? undefined : parentCode);
      return { list: rows.map((t) => ({ code: t.code, name: t.name, parentCode: t.parentCode })) };
    });
    mallRoute(app, db, product, calls.tree, async () => ({ list: await tagTree(db, tree) }));
  }
}
