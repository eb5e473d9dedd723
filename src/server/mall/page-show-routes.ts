import { and, eq } from "drizzle-orm";
import type { Registry } from "../../core/registry";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { hideableColumns } from "../../core/page-show";
import type { Db } from "../db/client";
import { pageSettings } from "../db/schema";
import { invalid } from "../http/errors";
import { mallRoute, parse, requireBuyer } from "./route";
import { now } from "../clock";

const zPage = z.string({ error: "请指定列表" }).trim().min(1, { error: "请指定列表" });

/** The generated list a page key names (the resource's name), or a 422. */
function listOf(registry: Registry, page: string) {
  const r = registry.resources.find((x) => x.name === page && x.endpoints.list);
  if (!r) throw invalid({ page: "没有这个列表" });
  return r;
}

const pageShowInfoInput = z.object({ page: zPage });
const pageShowChangeInput = z.object({
  page: zPage,
  hidden: z.array(z.string(), { error: "隐藏的列须为列名列表" }).max(100),
});

/** 列设置: which columns of a generated list the user hides, kept per user and list. */
export function registerPageShowRoutes(app: FastifyInstance, db: Db, product: string) {
  mallRoute(app, db, product, "pageShowInfo", async (p, c) => {
    const { user } = requireBuyer(c);
    const { page } = parse(pageShowInfoInput, p);
    listOf(c.registry, page);
    const [row] = await db
      .select({ hidden: pageSettings.hidden })
      .from(pageSettings)
      .where(and(eq(pageSettings.userId, user.id), eq(pageSettings.page, page)));
    return { page, hidden: row?.hidden ?? [] };
  });

  mallRoute(app, db, product, "pageShowChange", async (p, c) => {
    const { user } = requireBuyer(c);
    const { page, hidden } = parse(pageShowChangeInput, p);
    const columns = new Set(hideableColumns(listOf(c.registry, page)).map((x) => x.key));
    const stray = hidden.find((key) => !columns.has(key));
    if (stray) throw invalid({ hidden: `列表中没有可隐藏的“${stray}”列` });
    const kept = [...new Set(hidden)];
    await db
      .insert(pageSettings)
      .values({ userId: user.id, page, hidden: kept })
      .onConflictDoUpdate({
        target: [pageSettings.userId, pageSettings.page],
        set: { hidden: kept, updatedAt: now() },
      });
    return { page, hidden: kept };
  });
}
