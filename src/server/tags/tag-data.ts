import { and, asc, eq, inArray } from "drizzle-orm";
import type { TagNode, TagTree } from "../../core/tag-trees";
import type { Exec } from "../db/client";
import { tagNodes } from "../db/schema";

type Tag = typeof tagNodes.$inferSelect;

/** A tree's tags in their order: all of them, or the children of one (`parent` null: the top ones). */
export async function tagsOf(db: Exec, tree: TagTree, parent?: string | null): Promise<Tag[]> {
  const under = parent === undefined ? [] : parent === null ? [] : [eq(tagNodes.parentCode, parent)];
  const rows = await db
    .select()
    .from(tagNodes)
    .where(and(eq(tagNodes.tree, tree), ...under))
    .orderBy(asc(tagNodes.position), asc(tagNodes.code));
  return parent === null ? rows.filter((t) => t.parentCode === null) : rows;
}

/** The tree nested: each top tag with the tags under it, as a tree picker shows them. */
export async function tagTree(db: Exec, tree: TagTree): Promise<TagNode[]> {
  const all = await tagsOf(db, tree);
  const nest = (parent: string | null): TagNode[] =>
    all
      .filter((t) => t.parentCode === parent)
      .map((t) => {
        const children = nest(t.code);
        return { code: t.code, name: t.name, ...(children.length ? { children } : {}) };
      });
  return nest(null);
}

/** The names of the codes found in the tree (a code not there is left out). */
export async function tagNames(db: Exec, tree: TagTree, codes: string[]): Promise<Map<string, string>> {
  if (!codes.length) return new Map();
  const rows = await db
    .select({ code: tagNodes.code, name: tagNodes.name })
    .from(tagNodes)
    .where(and(eq(tagNodes.tree, tree), inArray(tagNodes.code, codes)));
  return new Map(rows.map((r) => [r.code, r.name]));
}

/** The codes of tags named so (an import's 需检验报告、月结), or the first name the tree does not hold. */
export async function tagCodesByNames(
  db: Exec,
  tree: TagTree,
  names: string[],
): Promise<{ codes: string[] } | { unknown: string }> {
  const rows = await tagsOf(db, tree);
  const codes: string[] = [];
  for (const name of names) {
    const hit = rows.find((r) => r.name === name) ?? rows.find((r) => r.code === name);
    if (!hit) return { unknown: name };
    codes.push(hit.code);
  }
  return { codes };
}
