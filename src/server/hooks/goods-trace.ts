import { and, eq, gte, inArray, lte, ne } from "drizzle-orm";
import { resourceByName } from "../../../resources";
import { chinaToday } from "../../core/field-rules";
import { LICENCES, NEEDS_BATCH, NEEDS_LICENCE, licenceHolds, licenceKindOf } from "../../core/traceability";
import type { Exec } from "../db/client";
import { resourceLinesTables, resourceTables, shops } from "../db/schema";
import { invalid } from "../http/errors";
import { col, type Row } from "../operations/context";
import { nowMs } from "../clock";

const batches = resourceTables.goodsBatch!;
const qualifications = resourceLinesTables.shop!.qualifications!;
const shopFields = resourceByName("shop").fields;

/** Of these goods, those with a batch in its validity today. */
export async function goodsWithValidBatch(tx: Exec, goodsIds: number[], exceptBatch?: number): Promise<Set<number>> {
  if (!goodsIds.length) return new Set();
  const today = chinaToday(nowMs());
  const rows = await tx
    .select({ goodsId: batches.goodsId })
    .from(batches)
    .where(
      and(
        inArray(batches.goodsId, goodsIds),
        lte(batches.productionDate, today),
        gte(batches.expiryDate, today),
        exceptBatch ? ne(batches.id, exceptBatch) : undefined,
      ),
    );
  return new Set(rows.map((r: { goodsId: unknown }) => r.goodsId as number));
}

/**
 * The licence a shop shows for a goods category, when it holds one today: the category's licence kind among its
 * audited 经营类目及资质 lines, with its number, its expiry not passed, and the photo of that kind on file.
 */
export async function shopLicenceFor(tx: Exec, tenant: { enterpriseId: number; systemId: number }, category: string) {
  const kind = licenceKindOf(category);
  if (!kind) return undefined;
  const image = LICENCES[kind].image;
  const lines = await tx
    .select({ licenseNo: qualifications.licenseNo, expireDate: qualifications.expireDate, image: col(shops, image) })
    .from(qualifications)
    .innerJoin(shops, eq(shops.id, qualifications.parentId))
    .where(
      and(
        eq(shops.enterpriseId, tenant.enterpriseId),
        eq(shops.systemId, tenant.systemId),
        inArray(qualifications.category, [...LICENCES[kind].categories]),
      ),
    );
  const held = lines.find((l) => licenceHolds(l, chinaToday(nowMs())) && !!l.image);
  const name = shopFields[image]!.label;
  return { name, held: held ? { licenseNo: String(held.licenseNo), expireDate: String(held.expireDate) } : undefined };
}

/**
 * 上架 of a regulated goods (src/core/traceability.ts) needs a batch in its validity and the shop's licence of its
 * kind; the first goods short of either is refused with what it lacks.
 */
export async function requireTraceable(tx: Exec, rows: Row[]): Promise<void> {
  const regulated = rows.filter((r) => licenceKindOf(r.category));
  if (!regulated.length) return;
  const traced = await goodsWithValidBatch(
    tx,
    regulated.map((r) => r.id),
  );
  for (const row of regulated) {
    const category = String(row.category);
    const licence = await shopLicenceFor(
      tx,
      { enterpriseId: row.enterpriseId as number, systemId: row.systemId as number },
      category,
    );
    if (!licence?.held) throw invalid(undefined, NEEDS_LICENCE(category, licence!.name));
    if (!traced.has(row.id)) throw invalid(undefined, NEEDS_BATCH(category));
  }
}
