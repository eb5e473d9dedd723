import { endpointAccess, endpointLabel } from "../../core/api-catalogue";
import { audienceRead, audienceRowExport, endpointsOf, reportRead } from "../../core/check-resources";
import type { Registry } from "../../core/registry";
import type { Resource } from "../../core/define-resource";
import { endpointPath, type EndpointDef } from "../../core/endpoint";
import { createView, ownedOp } from "../../core/user-rows";
import type { CallDoc } from "./api-calls";
import { idPayload, idsPayload, listQuery, objectOf, pageOf, rowSchema, type Schema } from "./field-schemas";

/** A payload or answer the reference leaves open: its fields are explained elsewhere. */
export const ANY: Schema = { type: "object", additionalProperties: true };
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** Where a call's payload travels: `params` in the query string, anything else in a JSON body. */
export const payloadIn = (e: EndpointDef) => (e.payload === "params" ? "query" : "body") as "query" | "body";

/** Request and answer of one resource endpoint, derived from its fields. */
function resourceShapes(
  r: Resource,
  action: string,
  e: EndpointDef,
  registry: Registry,
): Pick<CallDoc, "request" | "data" | "file"> {
  const where = payloadIn(e);
  const read = audienceRead(action);
  if (read) {
    const only = r.audiences![read.name]!.fields;
    const row = rowSchema(r, only);
    return read.read === "list"
      ? { request: { in: where, schema: listQuery(r, only) }, data: pageOf(row) }
      : { request: { in: where, schema: idPayload }, data: row };
  }
  // one row's xlsx, for the tenant or an audience's reader
  if (action === "exportRow" || audienceRowExport(action) !== undefined)
    return { request: { in: where, schema: idPayload }, file: XLSX };
  const owned = ownedOp(action);
  if (owned) {
    const a = r.audiences![owned.name]!;
    if (owned.op === "log") return { request: { in: where, schema: idPayload }, data: ANY };
    const form = objectOf(createView(r, a).fields, "create");
    const from = {
      [a.create!.from]: {
        type: "integer",
        description: `本人的${registry.byName(r.fields[a.create!.from]!.ref!).label}`,
      },
    };
    const required = [a.create!.from, ...((form.required as string[]) ?? [])];
    return {
      request: { in: where, schema: { ...form, properties: { ...from, ...(form.properties as Schema) }, required } },
      data: rowSchema(r, a.fields),
    };
  }
  if (reportRead(action) !== undefined) {
    return {
      request: {
        in: where,
        schema: {
          type: "object",
          properties: { months: { type: "integer", minimum: 1, maximum: 36, default: 12, description: "统计月数" } },
        },
      },
      data: ANY,
    };
  }
  const row = rowSchema(r);
  switch (action) {
    case "list":
      return { request: { in: where, schema: listQuery(r) }, data: pageOf(row) };
    case "get":
      return { request: { in: where, schema: idPayload }, data: row };
    case "create":
      return { request: { in: where, schema: objectOf(r.fields, "create") }, data: row };
    case "update": {
      const body = objectOf(r.fields, "update");
      return {
        request: {
          in: where,
          schema: {
            ...body,
            properties: {
              id: idPayload.properties && (idPayload.properties as Schema).id,
              ...(body.properties as Schema),
            },
            required: ["id"],
          },
        },
        data: row,
      };
    }
    case "delete":
      return { request: { in: where, schema: e.batch ? idsPayload : idPayload }, data: e.batch ? idsPayload : ANY };
    case "log":
      return { request: { in: where, schema: idPayload }, data: ANY };
    case "export":
      return {
        request: {
          in: where,
          schema: {
            ...listQuery(r),
            properties: {
              ...(listQuery(r).properties as Schema),
              template: { type: "integer", enum: [1], description: "1：导出空白导入模板" },
            },
          },
        },
        file: XLSX,
      };
    case "import":
      return {
        request: {
          in: "multipart",
          schema: {
            type: "object",
            properties: { file: { type: "string", contentMediaType: XLSX, description: "xlsx 文件，最大 10MB" } },
            required: ["file"],
          },
        },
        data: ANY,
      };
  }
  // a named action: the row (or rows) it acts on, and what its dialog asks
  const a = r.actions![action.slice("action:".length)]!;
  const target = a.endpoint.batch ? idsPayload : idPayload;
  const form = objectOf(a.form ?? {}, "create");
  return {
    request: {
      in: where,
      schema: {
        type: "object",
        properties: { ...(target.properties as Schema), ...(form.properties as Schema) },
        required: [...(target.required as string[]), ...((form.required as string[]) ?? [])],
      },
    },
    data: a.endpoint.batch ? { type: "object", properties: { list: { type: "array", items: row } } } : row,
  };
}

const opName = (action: string) =>
  action
    .replace(/^action:/, "")
    .replace(/^audience:/, "")
    .replace(/:/g, ".");

/** The calls generated from a registry's resources: its endpoints, audiences' reads and reports. */
export function resourceCalls(product: string, registry: Registry): CallDoc[] {
  return registry.resources.flatMap((r) =>
    endpointsOf(r).map(([action, e]): CallDoc => {
      const access = endpointAccess(r, action, registry);
      return {
        method: e.http,
        url: `/gw/${endpointPath(e, product)}`,
        operationId: `${r.name}.${opName(action)}`,
        tag: r.label,
        summary: endpointLabel(r, action),
        access: access.text,
        login: access.login,
        portal: true,
        ...resourceShapes(r, action, e, registry),
      };
    }),
  );
}
