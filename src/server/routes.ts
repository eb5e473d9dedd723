import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { audienceRead, audienceRowExport, endpointsOf, reportRead } from "../core/check-resources";
import { platformOwned, type Resource } from "../core/define-resource";
import { endpointPath, type EndpointDef } from "../core/endpoint";
import { audienceCheck, requiredCheck } from "../core/required-check";
import type { Check } from "../core/permissions";
import { resolveCaller, resolveReader } from "./auth/caller";
import type { Db } from "./db/client";
import { invalid, ok } from "./http/errors";
import { guardFileName } from "./http/input-guard";
import { seenBy, tableOf, type OpContext } from "./operations/context";
import { settleExpired } from "./operations/expiry";
import { createRow, deleteRows, getRow, runAction, updateRow } from "./operations/crud";
import { listRows } from "./operations/list";
import { exportFileName, exportRows, isTemplate } from "./operations/export";
import { exportRow, rowFileName } from "./operations/export-row";
import { importRows } from "./operations/import";
import { listMoves } from "./operations/moves";
import { OPERATOR_ONLY, PLATFORM_ONLY, checkRequires } from "./operations/requires";
import { createAsAudience } from "./operations/audience-create";
import { ownedOp, readByPerson } from "../core/user-rows";
import { checkPurchaseGrant } from "./mall/purchase-grant";
import { callerOf } from "./mall/route";

type Payload = Record<string, unknown>;
type Operation = (ctx: OpContext, payload: Payload) => Promise<unknown>;

function operationFor(action: string, e: EndpointDef): Operation {
  if (action === "list") return listRows;
  if (action === "get") return getRow;
  if (action === "create") return createRow;
  if (action === "update") return updateRow;
  if (action === "delete") return (ctx, p) => deleteRows(ctx, p, e.batch);
  if (action === "log") return listMoves;
  if (action === "export") return exportRows;
  if (action === "exportRow") return exportRow;
  if (action === "import") return (ctx, p) => importRows(ctx, p.file as Buffer);
  const report = reportRead(action);
  if (report !== undefined) return (ctx, p) => ctx.registry.reportOf(ctx.resource.name, report)(ctx, p);
  const name = action.slice("action:".length);
  return (ctx, p) => runAction(ctx, name, p);
}

const payloadOf = (req: FastifyRequest, e: EndpointDef): Payload => {
  const raw = e.payload === "params" ? req.query : req.body;
  return raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Payload) : {};
};

const XLSX_BYTES = 10 * 1024 * 1024;

/** The uploaded spreadsheet of an import (multipart field `file`), as the payload's `file`. */
async function uploadedFile(req: FastifyRequest): Promise<Payload> {
  const part = req.isMultipart() ? await req.file().catch(() => undefined) : undefined;
  if (!part) throw invalid({ file: "请选择要导入的文件" });
  guardFileName(part.filename);
  try {
    return { file: await part.toBuffer() };
  } catch (err) {
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw invalid({ file: "文件不能超过10MB" });
    throw err;
  }
}

/** A read of an audience: its rows and fields only, for anyone on the portal when it is public. */
function audienceRoute(
  app: FastifyInstance,
  db: Db,
  product: string,
  resource: Resource,
  name: string,
  op: Operation,
  check: Check | undefined,
  e: EndpointDef,
) {
  const audience = resource.audiences![name]!;
  const seen = seenBy(resource, audience);
  app.route({
    method: e.http,
    url: `/gw/${endpointPath(e, product)}`,
    handler: async (req, reply) => {
      // an ownerOf audience reads for its enterprise, with a grant; a portal-wide one for anyone it admits
      const caller = check
        ? await resolveCaller(db, req, check, audience.platform ? { platformOnly: OPERATOR_ONLY } : {})
        : await resolveReader(db, req, audience);
      const grant = e === audience.create?.endpoint ? audience.create.grant : grantOfMove(resource, name, e);
      if (grant) await checkPurchaseGrant(db, await callerOf(db, req), grant);
      const payload = payloadOf(req, e);
      const data = await db.transaction(async (tx) => {
        await settleExpired(tx, app.registry, resource);
        return op({ tx, caller, resource: seen, table: tableOf(resource), audience, registry: app.registry }, payload);
      });
      // one row's xlsx (exportRow), as the audience reads it
      return Buffer.isBuffer(data) ? sendXlsx(reply, rowFileName(resource.label, payload), data) : ok(data);
    },
  });
}

/** The purchase code an audience's move at endpoint `e` needs (下单 at a quoted price), if any. */
const grantOfMove = (resource: Resource, audience: string, e: EndpointDef) =>
  Object.values(resource.actions ?? {}).find((a) => a.by === audience && a.endpoint === e)?.grant;

/** An owner audience's create and its log of one row's moves: the audience's own rows, with no grant. */
function ownedAction(resource: Resource, action: string): { name: string; op: Operation } | undefined {
  const owned = ownedOp(action);
  if (!owned) return undefined;
  const { name } = owned;
  return { name, op: owned.op === "log" ? listMoves : (ctx, p) => createAsAudience(ctx, resource, name, p) };
}

/** An xlsx answer, saved under `name` (encoded: the names are Chinese). */
const sendXlsx = (reply: FastifyReply, name: string, data: Buffer) =>
  reply
    .type("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
    .header("content-disposition", `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .send(data);

/** One route per resource endpoint and named action, all generated from the app's registry. */
export function registerResourceRoutes(app: FastifyInstance, db: Db, product: string) {
  const imports: ((scope: FastifyInstance) => void)[] = [];
  for (const resource of app.registry.resources) {
    for (const [action, e] of endpointsOf(resource)) {
      const own = ownedAction(resource, action);
      if (own) {
        // a party's log of a row it reads needs its menu as its reads do; a person's own rows need no grant
        const party = resource.audiences![own.name]!.partyOf !== undefined;
        const check = party ? audienceCheck(resource, own.name, app.registry) : undefined;
        audienceRoute(app, db, product, resource, own.name, own.op, check, e);
        continue;
      }
      const rowFile = audienceRowExport(action);
      if (rowFile !== undefined) {
        const check = audienceCheck(resource, rowFile, app.registry);
        audienceRoute(app, db, product, resource, rowFile, exportRow, check, e);
        continue;
      }
      const read = audienceRead(action);
      if (read) {
        audienceRoute(
          app,
          db,
          product,
          resource,
          read.name,
          read.read === "list" ? listRows : getRow,
          audienceCheck(resource, read.name, app.registry),
          e,
        );
        continue;
      }
      const check = requiredCheck(resource, action);
      const op = operationFor(action, e);
      const by = action.startsWith("action:") ? resource.actions![action.slice("action:".length)]!.by : undefined;
      if (by !== undefined) {
        // a person answers its own row (加入 / 拒绝 an invitation, 撤销 an after-sale), or one waiting for it (审批),
        // with no grant of any enterprise
        audienceRoute(
          app,
          db,
          product,
          resource,
          by,
          op,
          readByPerson(resource.audiences![by]!) ? undefined : check,
          e,
        );
        continue;
      }
      const route = (on: FastifyInstance) =>
        on.route({
          method: e.http,
          url: `/gw/${endpointPath(e, product)}`,
          handler: async (req, reply) => {
            // a person's own rows need the person only: no enterprise, no grant (src/server/operations/context.ts)
            const caller =
              resource.tenant === "user"
                ? await resolveReader(db, req, {})
                : await resolveCaller(db, req, check, platformOwned(resource) ? { platformOnly: PLATFORM_ONLY } : {});
            const payload = action === "import" ? await uploadedFile(req) : payloadOf(req, e);
            // one transaction per call: a rejected hook or rule leaves nothing written
            const data = await db.transaction(async (tx) => {
              await checkRequires(tx, app.registry, resource, caller);
              await settleExpired(tx, app.registry, resource);
              return op({ tx, caller, resource, table: tableOf(resource), registry: app.registry }, payload);
            });
            if (action === "export")
              return sendXlsx(reply, exportFileName(resource, isTemplate(payload)), data as Buffer);
            if (action === "exportRow") return sendXlsx(reply, rowFileName(resource.label, payload), data as Buffer);
            return ok(data);
          },
        });
      if (action === "import") imports.push(route);
      else route(app);
    }
  }
  // multipart parsing only for imports: every other endpoint keeps refusing multipart bodies
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: XLSX_BYTES, files: 1, fields: 5 } });
    imports.forEach((route) => route(scope));
  });
}
