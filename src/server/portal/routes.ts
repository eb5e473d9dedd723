import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { systemIdOf } from "../auth/caller";
import type { Db } from "../db/client";
import { portalColumns, portalEnterprises } from "../db/schema";
import { invalid, notFound, ok } from "../http/errors";
import { columnTree, columnsOf, enterprisesOfPortal, hostOf, portalByHost, portalBySystemId } from "./lookup";
import { domainView, enterpriseInfoView, enterpriseListView } from "./views";
import { callUrl, type CallName } from "../../core/calls";

type Query = Record<string, unknown>;
const queryOf = (req: FastifyRequest) => (req.query ?? {}) as Query;

export function positiveId(v: unknown, key: string): number {
  const n = Number(v);
  if (v === undefined || v === "" || !Number.isInteger(n) || n <= 0) throw invalid({ [key]: `${key}必须是正整数` });
  return n;
}

/** The enterprise-info id of a portal: its default operator row. */
async function enterpriseIdOf(db: Db, systemId: number): Promise<number> {
  return (await enterprisesOfPortal(db, systemId))[0]?.id ?? 0;
}

/**
 * Start-up calls (spec §1, §7 "Start-up and portal"): which portal an origin is, its operator's
 * enterprise info, and the customer-service columns and articles. Public: no login needed.
 */
export function registerPortalRoutes(app: FastifyInstance, db: Db, product: string) {
  const at = (name: CallName) => callUrl(product, name);

  app.post(at("api/member/getPlatformTypeByUrl"), async (req) => {
    const body = (req.body ?? {}) as Query;
    const portal = await portalByHost(db, hostOf(String(body.pcurl ?? "")));
    if (!portal) return ok(null);
    return ok({
      platformType: portal.platType,
      name: portal.name,
      ...domainView(portal, await enterpriseIdOf(db, portal.systemId)),
    });
  });

  /** getPortalDomain: `domain` is a host or URL; `application_type` (PC, H5) is accepted and not used. */
  app.get(at("portal.domain.get"), async (req) => {
    const portal = await portalByHost(db, hostOf(String(queryOf(req).domain ?? "")));
    if (!portal) throw notFound();
    return ok(domainView(portal, await enterpriseIdOf(db, portal.systemId)));
  });

  app.get(at("enterprise.info.get"), async (req) => {
    const id = positiveId(queryOf(req).id, "id");
    const [row] = await db.select().from(portalEnterprises).where(eq(portalEnterprises.id, id));
    if (!row) throw notFound();
    const foot = await columnsOf(db, row.id, "foot");
    const service = await columnsOf(db, row.id, "service");
    return ok(
      enterpriseInfoView(
        row,
        foot.map((c) => ({ id: c.id, name: c.name })),
        columnTree(service),
      ),
    );
  });

  /** getEnterpriseList: the operator rows of the portal `source` (a system id). */
  app.get(at("enterprise.list"), async (req) => {
    const source = positiveId(queryOf(req).source, "source");
    const list = (await enterprisesOfPortal(db, source)).map(enterpriseListView);
    return ok({ list, total: list.length, pageNum: 1, pageSize: Math.max(list.length, 1) });
  });

  /** getServiceList: customer-service columns of an enterprise-info id, each with its nextColumn. */
  app.get(at("portal.service.list"), async (req) => {
    const id = positiveId(queryOf(req).id, "id");
    return ok(columnTree(await columnsOf(db, id, "service")));
  });

  /** The article of a column for /introduction?id=; a column of another portal's operator is not found. */
  app.get(at("portal.column.article.get"), async (req) => {
    const id = positiveId(queryOf(req).id, "id");
    const portal = (await portalBySystemId(db, systemIdOf(req))) ?? (await portalByHost(db, ""));
    const own = portal ? await enterprisesOfPortal(db, portal.systemId) : [];
    const [col] = await db.select().from(portalColumns).where(eq(portalColumns.id, id));
    if (!col || (col.enterpriseId !== null && !own.some((e) => e.id === col.enterpriseId))) throw notFound();
    const [parent] =
      col.parentId === null ? [] : await db.select().from(portalColumns).where(eq(portalColumns.id, col.parentId));
    const platformName = own[0]?.platformName ?? portal?.name ?? "";
    return ok({
      id: col.id,
      name: col.name,
      kind: col.kind,
      parent: parent ? { id: parent.id, name: parent.name } : null,
      content: col.content.replaceAll("{platformName}", platformName),
    });
  });
}
