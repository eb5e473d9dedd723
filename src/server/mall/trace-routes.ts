import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { batchValid, licenceKindOf } from "../../core/traceability";
import type { Db } from "../db/client";
import { resourceTables } from "../db/schema";
import { shopLicenceFor } from "../hooks/goods-trace";
import { publicGoodsById } from "./goods-view";
import { mallRoute, parse, zId } from "./route";
import { chinaToday } from "../../core/field-rules";
import { nowMs } from "../clock";

const batches = resourceTables.goodsBatch!;
/** The chain a goods page shows: the newest batches, enough for a year of monthly lots. */
export const TRACE_SHOWN = 12;

const goodsTraceInput = z.object({ goodsId: zId });

/**
 * 质量追溯 of a goods the mall shows (spec §7 "trace list"): its batches newest first, each marked in its validity or
 * not, and for a regulated goods the licence of its kind its shop holds. Another portal's goods is a 404.
 */
export function registerTraceRoutes(app: FastifyInstance, db: Db, product: string) {
  mallRoute(app, db, product, "goodsTrace", async (p, c) => {
    const { goodsId } = parse(goodsTraceInput, p);
    const g = await publicGoodsById(db, c.systemId, goodsId);
    const rows = await db
      .select({
        id: batches.id,
        batchNo: batches.batchNo,
        productionDate: batches.productionDate,
        expiryDate: batches.expiryDate,
        origin: batches.origin,
        quantity: batches.quantity,
        certNo: batches.certNo,
        certImage: batches.certImage,
        sourceBatch: batches.sourceBatch,
      })
      .from(batches)
      .where(and(eq(batches.goodsId, g.id), eq(batches.enterpriseId, g.enterpriseId), eq(batches.systemId, c.systemId)))
      .orderBy(desc(batches.productionDate), desc(batches.id))
      .limit(TRACE_SHOWN);
    const licence = licenceKindOf(g.category)
      ? await shopLicenceFor(db, { enterpriseId: g.enterpriseId, systemId: c.systemId }, g.category)
      : undefined;
    const today = chinaToday(nowMs());
    return {
      regulated: !!licence,
      licence: licence?.held ? { name: licence.name, ...licence.held } : null,
      list: rows.map((b) => ({ ...b, valid: batchValid(b, today) })),
    };
  });
}
