import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AudienceDef, Resource } from "../../core/define-resource";
import type { Registry } from "../../core/registry";
import { audienceCheck, requiredCheck } from "../../core/required-check";
import { atPath, type AccountDeps } from "../account/deps";
import { resolveCaller, resolveReader } from "../auth/caller";
import { SESSION_COOKIE, loadSession } from "../auth/session";
import type { Db } from "../db/client";
import { ApiError, notFound, unauthorized } from "../http/errors";
import { fileHeaders } from "../http/security-headers";
import { audienceWhere, col, tableOf, visibleWhere, type Caller, type OpContext } from "../operations/context";
import { sealOpen } from "../operations/seal";
import { DOCUMENT_NAME } from "./documents";

/** Every `file` field of the app, with the resource holding it. */
const fileFieldsOf = (registry: Registry) =>
  registry.resources.flatMap((r) =>
    Object.entries(r.fields)
      .filter(([, f]) => f.type === "file")
      .map(([key]) => ({ r, key })),
  );

/** The caller as one way of reading `r` sees it, or undefined when that way is shut to them (no grant, no portal). */
async function as(read: () => Promise<Caller>): Promise<Caller | undefined> {
  try {
    return await read();
  } catch (e) {
    if (e instanceof ApiError && (e.status === 401 || e.status === 403 || e.status === 404)) return undefined;
    throw e;
  }
}

/**
 * Each way a caller may read rows of `r` that show `key`, as a row filter: the owner with the grant its detail
 * needs, and each audience that reads the field (a supplier reading the order on its quote).
 */
async function readers(db: Db, req: FastifyRequest, r: Resource, key: string, registry: Registry) {
  const table = tableOf(r);
  const ways: {
    caller: Caller | undefined;
    where: (c: Caller) => ReturnType<typeof visibleWhere>;
    sealed?: AudienceDef;
  }[] = [
    {
      caller: await as(() => resolveCaller(db, req, requiredCheck(r, "get"))),
      where: (c) => visibleWhere(r, table, c),
    },
  ];
  for (const [name, a] of Object.entries(r.audiences ?? {}) as [string, AudienceDef][]) {
    if (!a.fields.includes(key)) continue;
    const check = audienceCheck(r, name, registry);
    const sealed = a.sealed?.fields.includes(key) ? a : undefined;
    ways.push({
      caller: await as(() => (check ? resolveCaller(db, req, check) : resolveReader(db, req, a))),
      where: (c) => audienceWhere(r, table, a, c, registry),
      sealed,
    });
  }
  return ways;
}

/**
 * `fileUpload.private.get?name=`: a PDF (a signed contract) for whoever may read a row holding it, the
 * owner or an audience reading that field (once open, where the audience seals it); anyone else gets 404, as
 * if it did not exist.
 */
export function registerPrivateFileRoute(app: FastifyInstance, d: AccountDeps) {
  const fileFields = fileFieldsOf(app.registry);
  app.get(atPath(d.product)("fileUpload.private.get"), async (req, reply) => {
    if (!(await loadSession(d.db, req.cookies[SESSION_COOKIE]))) throw unauthorized();
    const name = String((req.query as { name?: unknown }).name ?? "");
    if (!DOCUMENT_NAME.test(name) || !(await d.files.has(name))) throw notFound();
    for (const { r, key } of fileFields) {
      const table = tableOf(r);
      for (const way of await readers(d.db, req, r, key, app.registry)) {
        if (!way.caller) continue;
        const [row] = await d.db
          .select()
          .from(table)
          .where(and(way.where(way.caller), eq(col(table, key), name)))
          .limit(1);
        if (!row) continue;
        // a priced quote document stays with the prices: sealed until its tender opens them
        if (
          way.sealed &&
          !(
            await sealOpen(
              {
                tx: d.db,
                caller: way.caller,
                resource: r,
                table,
                audience: way.sealed,
                registry: app.registry,
              } satisfies OpContext,
              [row],
            )
          )(row)
        )
          continue;
        const title = String((row as Record<string, unknown>)[r.titleField] ?? row.id);
        return fileHeaders(
          reply.type("application/pdf").header("cache-control", "private, no-store"),
          "attachment",
          `${r.fields[key]!.label}-${title}.pdf`,
          "file.pdf",
        ).send(await d.files.read(name));
      }
    }
    throw notFound();
  });
}
