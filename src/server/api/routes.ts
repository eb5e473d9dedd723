import type { FastifyInstance } from "fastify";
import { OUTSIDE } from "../../core/calls";
import type { RunMode } from "../mode";
import { openApiDocument } from "./openapi";

/** The API reference as OpenAPI 3.1, for the /api-docs page and any client generator; built once per app. */
export function registerOpenApiRoute(app: FastifyInstance, product: string, mode: RunMode) {
  const doc = JSON.stringify(openApiDocument(product, mode === "production", app.registry));
  app.get(OUTSIDE.openapi.url, async (_req, reply) =>
    reply.type("application/json; charset=utf-8").header("cache-control", "no-cache").send(doc),
  );
}
