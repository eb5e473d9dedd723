import { registry as platformRegistry } from "../../../resources";
import type { Registry } from "../../core/registry";
import type { Resource } from "../../core/define-resource";
import { DEFAULT_PRODUCT } from "../../core/endpoint";
import { SESSION_COOKIE } from "../auth/session";
import { apiCalls, type CallDoc } from "./api-calls";
import type { Schema } from "./field-schemas";
import { ANY } from "./resource-calls";

export { apiCalls, type CallDoc } from "./api-calls";

const TENANT: Record<Resource["tenant"], string> = {
  enterprise: "数据归属调用者的企业",
  enterpriseSystem: "数据归属调用者的企业与当前门户",
  system: "数据归属当前门户",
  user: "数据归属调用者本人与当前门户",
};

/** `/files/:name` → `/files/{name}`, with its path parameters. */
function pathOf(url: string): { path: string; params: string[] } {
  const params: string[] = [];
  const path = url.replace(/:([A-Za-z]+)/g, (_, p: string) => (params.push(p), `{${p}}`));
  return { path, params };
}

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });

function operation(c: CallDoc, params: string[]): Schema {
  const query =
    c.request?.in === "query"
      ? Object.entries((c.request.schema.properties as Record<string, Schema> | undefined) ?? {})
      : [];
  const required = new Set((c.request?.schema.required as string[] | undefined) ?? []);
  const parameters = [
    ...(c.portal ? [ref("parameters", "systemId")] : []),
    ...params.map((p) => ({ name: p, in: "path", required: true, schema: { type: "string" } })),
    ...query.map(([name, schema]) => ({
      name,
      in: "query",
      ...(required.has(name) ? { required: true } : {}),
      schema,
      ...(schema.description ? { description: schema.description } : {}),
    })),
  ];
  const body =
    c.request?.in === "body"
      ? { requestBody: { required: true, content: { "application/json": { schema: c.request.schema } } } }
      : c.request?.in === "multipart"
        ? { requestBody: { required: true, content: { "multipart/form-data": { schema: c.request.schema } } } }
        : {};
  const success = c.stream
    ? {
        description: "事件流：每次变化一条 JSON 消息",
        content: { "text/event-stream": { schema: { type: "string" } } },
      }
    : c.file
      ? {
          description: "文件内容",
          content: {
            [c.file]: { schema: c.file === "application/json" ? ANY : { type: "string", contentMediaType: c.file } },
          },
        }
      : {
          description: "成功：code 为 0",
          content: {
            "application/json": {
              schema: { allOf: [ref("schemas", "Envelope"), { properties: { data: c.data ?? ANY } }] },
            },
          },
        };
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
      ...(c.portal
        ? {
            "401": ref("responses", "Unauthorized"),
            "403": ref("responses", "Forbidden"),
            "404": ref("responses", "NotFound"),
            "422": ref("responses", "Invalid"),
            "500": ref("responses", "Busy"),
          }
        : { "404": ref("responses", "NotFound") }),
    },
  };
}

const failure = (description: string) => ({
  description,
  content: { "application/json": { schema: ref("schemas", "Failure") } },
});

/** The OpenAPI 3.1 document of the whole app, built from the same declarations the routes are. */
export function openApiDocument(
  product = DEFAULT_PRODUCT,
  production = false,
  registry: Registry = platformRegistry,
): Schema {
  const calls = apiCalls(product, production, registry);
  const paths: Record<string, Record<string, Schema>> = {};
  for (const c of calls) {
    const { path, params } = pathOf(c.url);
    (paths[path] ??= {})[c.method.toLowerCase()] = operation(c, params);
  }
  const notes = new Map(
    registry.resources.map((r) => [r.label, `资源 \`${r.name}\`，菜单 \`${r.menu.path}\`，${TENANT[r.tenant]}`]),
  );
  const tags = [...new Set(calls.map((c) => c.tag))].map((name) => ({
    name,
    ...(notes.has(name) ? { description: notes.get(name) } : {}),
  }));
  return {
    openapi: "3.1.0",
    info: {
      title: "农牧商城 API",
      version: "1.0",
      description: [
        "由 resources/、src/core/mall-endpoints.ts 与 src/core/calls.ts 中的声明生成，与服务端注册的路由同源。",
        "调用约定：GET 的参数在查询字符串，POST 的参数在 JSON 请求体；请求头 `systemId` 指定门户（缺省 56）；",
        `登录后会话保存在 Cookie \`${SESSION_COOKIE}\`；/gw 下的 POST 必须带 \`systemId\` 请求头且来自同源页面，否则 403（防 CSRF，见 docs/wire-contract.md）。`,
        '成功答复 `{code:0,msg:"success",data}`；失败答复对应的 HTTP 状态与 `{code,msg,errors?}`，422 的 `errors` 按字段给出提示。',
      ].join("\n"),
    },
    servers: [{ url: "/" }],
    tags,
    paths,
    components: {
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE, description: "登录接口设置的会话 Cookie" },
      },
      parameters: {
        systemId: {
          name: "systemId",
          in: "header",
          required: false,
          schema: { type: "integer", default: 56 },
          description: "门户标识（平台类型 system id），缺省 56；格式不对时 422",
        },
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
            errors: {
              type: "object",
              additionalProperties: { type: "string" },
              description: "按字段的提示（422），表单把它显示在对应字段下",
            },
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
