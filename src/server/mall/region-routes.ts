import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../db/client";
import { invalid } from "../http/errors";
import { childrenOf } from "../regions/china-regions";
import { mallRoute, parse } from "./route";

/** One region as a picker shows it; `leaf` when nothing lies below it (a district, 东莞市). */
export interface AreaView {
  code: string;
  name: string;
  leaf: boolean;
}

const zParent = z.object({
  parentCode: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z
      .string({ error: "地区编码不正确" })
      .regex(/^\d{6}$/, { error: "地区编码不正确" })
      .optional(),
  ),
});

/** `childAreas` (spec §7 "child areas POST"): the provinces, or the regions one level below a code; public. */
export function registerRegionRoutes(app: FastifyInstance, db: Db, product: string) {
  mallRoute(app, db, product, "childAreas", async (p): Promise<AreaView[]> => {
    const { parentCode } = parse(zParent, p);
    const children = childrenOf(parentCode);
    if (!children) throw invalid({ parentCode: "地区不存在" });
    return children.map((r) => ({ code: r.code, name: r.name, leaf: r.children.length === 0 }));
  });
}
