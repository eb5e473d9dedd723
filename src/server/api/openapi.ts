import { resourceByName, resources } from "../../../resources";
import { describe, endpointAccess, endpointLabel } from "../../core/api-catalogue";
import { CALLS, OUTSIDE, callUrl, type Call, type CallAccess } from "../../core/calls";
import { audienceRead, endpointsOf, reportRead } from "../../core/check-resources";
import type { Resource } from "../../core/define-resource";
import { DEFAULT_PRODUCT, endpointPath, type EndpointDef } from "../../core/endpoint";
import { MALL, mallPath, type MallEndpoint } from "../../core/mall-endpoints";
import { PURCHASE_GRANTS } from "../../core/purchase-grants";
import { createView, ownedOp } from "../../core/user-rows";
import { SESSION_COOKIE } from "../auth/session";
import { idPayload, idsPayload, listQuery, objectOf, pageOf, rowSchema, type Schema } from "./field-schemas";
import { mallArea } from "./mall-areas";

/** One call as the reference describes it, before it becomes an OpenAPI operation. */
export interface CallDoc {
  method: "GET" | "POST";
  /** Fastify's form (`/files/:name`). */
  url: string;
  operationId: string;
  tag: string;
  summary: string;
  /** Who may call it and on which rows. */
  access: string;
  login: boolean;
  /** The payload: a query string, a JSON body, or a multipart upload. */
  request?: { in: "query" | "body" | "multipart"; schema: Schema };
  /** `data` of the success envelope; a `file` answers bytes of that type instead, a `stream` server-sent events. */
  data?: Schema;
  file?: string;
  stream?: boolean;
  /** Where the payload's fields are explained when no declaration spells them (hand-written and mall calls). */
  note?: string;
  /** Whether the `systemId` header picks the portal (every /gw call). */
  portal: boolean;
}

const TENANT: Record<Resource["tenant"], string> = {
  enterprise: "数据归属调用者的企业",
  enterpriseSystem: "数据归属调用者的企业与当前门户",
  system: "数据归属当前门户",
  user: "数据归属调用者本人与当前门户",
};

/** The hand-written guide of each area of hand-written calls, which explains their payloads. */
const GUIDES: Record<string, string> = { 门户: "docs/portals.md", 权限: "docs/permissions.md" };

const ANY: Schema = { type: "object", additionalProperties: true };
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const payloadIn = (e: EndpointDef) => (e.payload === "params" ? "query" : "body") as "query" | "body";

/** Request and answer of one resource endpoint, derived from its fields. */
function resourceShapes(r: Resource, action: string, e: EndpointDef): Pick<CallDoc, "request" | "data" | "file"> {
  const where = payloadIn(e);
  const read = audienceRead(action);
  if (read) {
    const only = r.audiences![read.name]!.fields;
    const row = rowSchema(r, only);
    return read.read === "list" ? { request: { in: where, schema: listQuery(r, only) }, data: pageOf(row) } : { request: { in: where, schema: idPayload }, data: row };
  }
  const owned = ownedOp(action);
  if (owned) {
    const a = r.audiences![owned.name]!;
    if (owned.op === "log") return { request: { in: where, schema: idPayload }, data: ANY };
    const form = objectOf(createView(r, a).fields, "create");
    const from = { [a.create!.from]: { type: "integer", description: `本人的${resourceByName(r.fields[a.create!.from]!.ref!).label}` } };
    return { request: { in: where, schema: { ...form, properties: { ...from, ...(form.properties as Schema) }, required: [a.create!.from, ...((form.required as string[]) ?? [])] } }, data: rowSchema(r, a.fields) };
  }
  if (reportRead(action) !== undefined) {
    return { request: { in: where, schema: { type: "object", properties: { months: { type: "integer", minimum: 1, maximum: 36, default: 12, description: "统计月数" } } } }, data: ANY };
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
      return { request: { in: where, schema: { ...body, properties: { id: idPayload.properties && (idPayload.properties as Schema).id, ...(body.properties as Schema) }, required: ["id"] } }, data: row };
    }
    case "delete":
      return { request: { in: where, schema: e.batch ? idsPayload : idPayload }, data: e.batch ? idsPayload : ANY };
    case "log":
      return { request: { in: where, schema: idPayload }, data: ANY };
    case "export":
      return { request: { in: where, schema: { ...listQuery(r), properties: { ...(listQuery(r).properties as Schema), template: { type: "integer", enum: [1], description: "1：导出空白导入模板" } } } }, file: XLSX };
    case "import":
      return { request: { in: "multipart", schema: { type: "object", properties: { file: { type: "string", contentMediaType: XLSX, description: "xlsx 文件，最大 10MB" } }, required: ["file"] } }, data: ANY };
  }
  // a named action: the row (or rows) it acts on, and what its dialog asks
  const a = r.actions![action.slice("action:".length)]!;
  const target = a.endpoint.batch ? idsPayload : idPayload;
  const form = objectOf(a.form ?? {}, "create");
  return {
    request: { in: where, schema: { type: "object", properties: { ...(target.properties as Schema), ...(form.properties as Schema) }, required: [...(target.required as string[]), ...((form.required as string[]) ?? [])] } },
    data: a.endpoint.batch ? { type: "object", properties: { list: { type: "array", items: row } } } : row,
  };
}

const opName = (action: string) => action.replace(/^action:/, "").replace(/^audience:/, "").replace(/:/g, ".");

function resourceCalls(product: string): CallDoc[] {
  return resources.flatMap((r) =>
    endpointsOf(r).map(([action, e]): CallDoc => {
      const access = endpointAccess(r, action);
      return {
        method: e.http,
        url: `/gw/${endpointPath(e, product)}`,
        operationId: `${r.name}.${opName(action)}`,
        tag: r.label,
        summary: endpointLabel(r, action),
        access: access.text,
        login: access.login,
        portal: true,
        ...resourceShapes(r, action, e),
      };
    }),
  );
}

const OWNED = { order: "订单", message: "消息", buyIntent: "采购意向" } as const;

function mallAccess(e: MallEndpoint): string {
  if (!e.login) return "公开（登录后按买家身份作答）";
  const own = e.owns ? `；\`${e.owns.key}\` 须是本人企业的${OWNED[e.owns.row]}，否则 404` : "";
  const grant = e.grant ? `；代表企业时须持有按钮 \`${PURCHASE_GRANTS[e.grant].code}\`（${PURCHASE_GRANTS[e.grant].label}），否则 403` : "";
  return `登录的买家，门户须在其业务标签内${own}${grant}`;
}

function mallCalls(product: string): CallDoc[] {
  return Object.entries(MALL).map(([key, raw]): CallDoc => {
    const e: MallEndpoint = raw;
    return {
      method: e.http,
      url: `/gw/${mallPath(e, product)}`,
      operationId: `mall.${key}`,
      tag: mallArea(key),
      summary: e.label,
      access: mallAccess(e),
      login: !!e.login,
      portal: true,
      request: { in: payloadIn(e), schema: ANY },
      note: "参数见 docs/mall.md",
      ...(e.stream ? { stream: true } : { data: ANY }),
    };
  });
}

function accessText(access: CallAccess): string {
  if (access === "public") return "公开";
  if (access === "login") return "登录";
  if (access === "dev") return "仅演示模式（NODE_ENV≠production），且只答本机的请求（按 TRUST_PROXY 判断客户端地址），他处一律 403";
  if (access === "operator") return "平台运营（平台企业的管理员）";
  const r = resourceByName(access.resource);
  return describe(access.need === "menu" ? { menu: r.menu.path } : { button: r.buttons!.edit! });
}

function handCalls(product: string, production: boolean): CallDoc[] {
  const entries = Object.entries(CALLS) as [keyof typeof CALLS, Call][];
  return entries
    .filter(([, call]) => !(production && call.access === "dev"))
    .map(([name, call]): CallDoc => ({
      method: call.http,
      url: callUrl(product, name),
      operationId: name,
      tag: call.area,
      summary: call.label,
      access: accessText(call.access),
      login: call.access !== "public" && call.access !== "dev",
      portal: true,
      request: { in: call.multipart ? "multipart" : payloadIn(call), schema: ANY },
      note: `参数见 ${GUIDES[call.area] ?? "docs/accounts.md"}`,
      ...(call.file ? { file: "application/octet-stream" } : { data: ANY }),
    }));
}

function outsideCalls(): CallDoc[] {
  return Object.entries(OUTSIDE).map(([key, o]): CallDoc => ({
    method: o.http,
    url: o.url,
    operationId: key,
    tag: o.area,
    summary: o.label,
    access: accessText(o.access),
    login: false,
    portal: false,
    ...("file" in o ? { file: "image/*" } : { data: undefined, file: "application/json" }),
  }));
}

/** Every call the app serves, from its declarations: resources, MALL, CALLS and the few outside /gw. */
export function apiCalls(product = DEFAULT_PRODUCT, production = false): CallDoc[] {
  return [...resourceCalls(product), ...mallCalls(product), ...handCalls(product, production), ...outsideCalls()];
}

/** `/files/:name` → `/files/{name}`, with its path parameters. */
function pathOf(url: string): { path: string; params: string[] } {
  const params: string[] = [];
  const path = url.replace(/:([A-Za-z]+)/g, (_, p: string) => (params.push(p), `{${p}}`));
  return { path, params };
}

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });

function operation(c: CallDoc, params: string[]): Schema {
  const query = c.request?.in === "query" ? Object.entries((c.request.schema.properties as Record<string, Schema> | undefined) ?? {}) : [];
  const required = new Set((c.request?.schema.required as string[] | undefined) ?? []);
  const parameters = [
    ...(c.portal ? [ref("parameters", "systemId")] : []),
    ...params.map((p) => ({ name: p, in: "path", required: true, schema: { type: "string" } })),
    ...query.map(([name, schema]) => ({ name, in: "query", ...(required.has(name) ? { required: true } : {}), schema, ...(schema.description ? { description: schema.description } : {}) })),
  ];
  const body =
    c.request?.in === "body"
      ? { requestBody: { required: true, content: { "application/json": { schema: c.request.schema } } } }
      : c.request?.in === "multipart"
        ? { requestBody: { required: true, content: { "multipart/form-data": { schema: c.request.schema } } } }
        : {};
  const success = c.stream
    ? { description: "事件流：每次变化一条 JSON 消息", content: { "text/event-stream": { schema: { type: "string" } } } }
    : c.file
      ? { description: "文件内容", content: { [c.file]: { schema: c.file === "application/json" ? ANY : { type: "string", contentMediaType: c.file } } } }
      : { description: "成功：code 为 0", content: { "application/json": { schema: { allOf: [ref("schemas", "Envelope"), { properties: { data: c.data ?? ANY } }] } } } };
  return {
    operationId: c.operationId,
    tags: [c.tag],
    summary: c.summary,
    description: `权限：${c.access}${c.note ? `\n\n${c.note}` : ""}`,
    ...(c.note ? { "x-note": c.note } : {}),
    "x-access": c.access,
    "x-login": c.login,
    "x-payload": c.request ? { query: "params", body: "body", multipart: "multipart" }[c.request.in] : "—",
    ...(c.portal ? { security: c.login ? [{ session: [] }] : [{}, { session: [] }] } : { security: [{}] }),
    ...(parameters.length ? { parameters } : {}),
    ...body,
    responses: {
      "200": success,
      ...(c.portal ? { "401": ref("responses", "Unauthorized"), "403": ref("responses", "Forbidden"), "404": ref("responses", "NotFound"), "422": ref("responses", "Invalid"), "500": ref("responses", "Busy") } : { "404": ref("responses", "NotFound") }),
    },
  };
}

const failure = (description: string) => ({ description, content: { "application/json": { schema: ref("schemas", "Failure") } } });

/** The OpenAPI 3.1 document of the whole app, built from the same declarations the routes are. */
export function openApiDocument(product = DEFAULT_PRODUCT, production = false): Schema {
  const calls = apiCalls(product, production);
  const paths: Record<string, Record<string, Schema>> = {};
  for (const c of calls) {
    const { path, params } = pathOf(c.url);
    (paths[path] ??= {})[c.method.toLowerCase()] = operation(c, params);
  }
  const notes = new Map(resources.map((r) => [r.label, `资源 \`${r.name}\`，菜单 \`${r.menu.path}\`，${TENANT[r.tenant]}`]));
  const tags = [...new Set(calls.map((c) => c.tag))].map((name) => ({ name, ...(notes.has(name) ? { description: notes.get(name) } : {}) }));
  return {
    openapi: "3.1.0",
    info: {
      title: "农牧商城 API",
      version: "1.0",
      description: [
        "由 resources/、src/core/mall-endpoints.ts 与 src/core/calls.ts 中的声明生成，与服务端注册的路由同源。",
        "调用约定：GET 的参数在查询字符串，POST 的参数在 JSON 请求体；请求头 `systemId` 指定门户（缺省 56）；",
        `登录后会话保存在 Cookie \`${SESSION_COOKIE}\`；/gw 下的 POST 必须带 \`systemId\` 请求头且来自同源页面，否则 403（防 CSRF，见 docs/wire-contract.md）。`,
        "成功答复 `{code:0,msg:\"success\",data}`；失败答复对应的 HTTP 状态与 `{code,msg,errors?}`，422 的 `errors` 按字段给出提示。",
      ].join("\n"),
    },
    servers: [{ url: "/" }],
    tags,
    paths,
    components: {
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE, description: "登录接口设置的会话 Cookie" } },
      parameters: {
        systemId: { name: "systemId", in: "header", required: false, schema: { type: "integer", default: 56 }, description: "门户标识（平台类型 system id），缺省 56；格式不对时 422" },
      },
      schemas: {
        Envelope: {
          type: "object",
          properties: { code: { type: "integer", const: 0 }, msg: { type: "string", examples: ["success"] }, data: {} },
          required: ["code", "msg", "data"],
        },
        Failure: {
          type: "object",
          properties: {
            code: { type: "integer", description: "与 HTTP 状态相同" },
            msg: { type: "string", description: "给用户看的提示" },
            errors: { type: "object", additionalProperties: { type: "string" }, description: "按字段的提示（422），表单把它显示在对应字段下" },
            data: { description: "提示之外的细节，如导入时逐行的问题" },
          },
          required: ["code", "msg"],
        },
      },
      responses: {
        Unauthorized: failure("401 未登录或会话已失效（请先登录）"),
        Forbidden: failure("403 没有菜单或按钮权限，或门户不在账号的业务标签内"),
        NotFound: failure("404 记录不存在，或不是调用者可见的记录"),
        Invalid: failure("422 提交的数据有误：errors 按字段给出提示"),
        Busy: failure("500 系统繁忙"),
      },
    },
  };
}
