import { registry as platformRegistry, resourceByName } from "../../../resources";
import type { Registry } from "../../core/registry";
import { describe } from "../../core/api-catalogue";
import { CALLS, OUTSIDE, callUrl, type Call, type CallAccess } from "../../core/calls";
import { DEFAULT_PRODUCT } from "../../core/endpoint";
import { MALL, mallPath, type MallEndpoint } from "../../core/mall-endpoints";
import { PURCHASE_GRANTS } from "../../core/purchase-grants";
import type { Schema } from "./field-schemas";
import { mallArea } from "./mall-areas";
import { ANY, payloadIn, resourceCalls } from "./resource-calls";

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

/** The hand-written guide of each area of hand-written calls, which explains their payloads. */
const GUIDES: Record<string, string> = { 门户: "docs/portals.md", 权限: "docs/permissions.md" };

const OWNED = { order: "订单", message: "消息" } as const;

function mallAccess(e: MallEndpoint): string {
  if (!e.login) return "公开（登录后按买家身份作答）";
  if (e.joins) return "登录即可，不必是门户成员；仅开放注册的门户可加入，否则 403";
  const own = e.owns ? `；\`${e.owns.key}\` 须是本人企业的${OWNED[e.owns.row]}，否则 404` : "";
  const grant = e.grant
    ? `；代表企业时须持有按钮 \`${PURCHASE_GRANTS[e.grant].code}\`（${PURCHASE_GRANTS[e.grant].label}），否则 403`
    : "";
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
  if (access === "dev")
    return "仅演示模式（NODE_ENV≠production），且只答本机的请求（按 TRUST_PROXY 判断客户端地址），他处一律 403";
  if (access === "operator") return "平台运营（平台企业的管理员）";
  const r = resourceByName(access.resource);
  return describe(access.need === "menu" ? { menu: r.menu.path } : { button: r.buttons!.edit! });
}

function handCalls(product: string, production: boolean): CallDoc[] {
  const entries = Object.entries(CALLS) as [keyof typeof CALLS, Call][];
  return entries
    .filter(([, call]) => !(production && call.access === "dev"))
    .map(
      ([name, call]): CallDoc => ({
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
      }),
    );
}

function outsideCalls(): CallDoc[] {
  return Object.entries(OUTSIDE).map(
    ([key, o]): CallDoc => ({
      method: o.http,
      url: o.url,
      operationId: key,
      tag: o.area,
      summary: o.label,
      access: accessText(o.access),
      login: false,
      portal: false,
      ...("file" in o ? { file: "image/*" } : { data: undefined, file: "application/json" }),
    }),
  );
}

/**
 * Every call the app serves, from its declarations: resources, MALL, CALLS and the few outside /gw. The
 * platform's resources by default (the docs scripts, tests); a served app documents the registry it was made
 * with. The hand-written calls are the platform's own code, whatever the registry: their access names its resources.
 */
export function apiCalls(
  product = DEFAULT_PRODUCT,
  production = false,
  registry: Registry = platformRegistry,
): CallDoc[] {
  return [
    ...resourceCalls(product, registry),
    ...mallCalls(product),
    ...handCalls(product, production),
    ...outsideCalls(),
  ];
}
