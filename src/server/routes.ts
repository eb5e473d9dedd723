import type { FastifyInstance, FastifyRequest } from "fastify";
import { resources } from "../../resources";
import { endpointsOf } from "../core/check-resources";
import { endpointPath, type EndpointDef } from "../core/endpoint";
import { requiredCheck } from "../core/required-check";
import { resolveCaller } from "./auth/caller";
import type { Db } from "./db/client";
import { ok } from "./http/errors";
import { tableOf, type OpContext } from "./operations/context";
import { createRow, deleteRows, getRow, runAction, updateRow } from "./operations/crud";
import { listRows } from "./operations/list";
import { listMoves } from "./operations/moves";

type Payload = Record<string, unknown>;
type Operation = (ctx: OpContext, payload: Payload) => Promise<unknown>;

function operationFor(action: string, e: EndpointDef): Operation {
  if (action === "list") return listRows;
  if (action === "get") return getRow;
  if (action === "create") return createRow;
  if (action === "update") return updateRow;
  if (action === "delete") return (ctx, p) => deleteRows(ctx, p, e.batch);
  if (action === "log") return listMoves;
  const name = action.slice("action:".length);
  return (ctx, p) => runAction(ctx, name, p);
}

const payloadOf = (req: FastifyRequest, e: EndpointDef): Payload => {
  const raw = e.payload === "params" ? req.query : req.body;
  return raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Payload) : {};
};

/** One route per resource endpoint and named action, all generated from resources/. */
export function registerResourceRoutes(app: FastifyInstance, db: Db, product: string) {
  for (const resource of resources) {
    for (const [action, e] of endpointsOf(resource)) {
      const check = requiredCheck(resource, action);
      const op = operationFor(action, e);
      app.route({
        method: e.http,
        url: `/gw/${endpointPath(e, product)}`,
        handler: async (req) => {
          const caller = await resolveCaller(db, req, check);
          const payload = payloadOf(req, e);
          // one transaction per call: a rejected hook or rule leaves nothing written
          const data = await db.transaction((tx) => op({ tx, caller, resource, table: tableOf(resource) }, payload));
          return ok(data);
        },
      });
    }
  }
}
