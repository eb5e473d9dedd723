/*
 * Refine DataProvider over the resource config. Every path comes from `resources/*.ts` endpoints.
 *
 * | method     | endpoint                  | payload                                              |
 * |------------|---------------------------|------------------------------------------------------|
 * | getList    | endpoints.list            | pageNum, pageSize, sortField, sortOrder, filters     |
 * |            | (meta.audience: that audience's list or get endpoint, for getList/getMany/getOne) |
 * | getMany    | endpoints.list            | ids, pageNum 1, pageSize = ids.length                |
 * | getOne     | endpoints.get             | id                                                   |
 * | create     | endpoints.create          | the form values                                      |
 * | update     | endpoints.update          | id + the form values                                 |
 * | deleteOne  | endpoints.delete          | id, or ids: [id] when the endpoint is batch          |
 * | deleteMany | endpoints.delete          | batch: one call with ids; else one call per id       |
 * | custom     | actions[meta.action]      | id (or ids: [id] when batch; ids picked on the list) |
 * |            |                           | + the action form values                             |
 * | custom     | endpoints.log (meta.log)  | id: the row's moves, oldest first                    |
 * | custom     | url as given              | query/payload, for calls outside the resources       |
 *
 * `payload: "params"` endpoints send the payload as the query string (ids joined by commas),
 * `payload: "body"` as JSON. Every answer is `{ code, msg, data }`; lists are `data.list/total`.
 */
import type { BaseKey, BaseRecord, CustomParams, DataProvider } from "@refinedev/core";
import { fileOf, type CrudAction, type Resource } from "../../core/define-resource";
import { DEFAULT_PRODUCT, endpointPath, type EndpointDef } from "../../core/endpoint";
import type { ApiRequest, HttpClient, Page } from "./http";
import { filterParams, pageParams, sortParams } from "./list-params";

export interface DataProviderOptions {
  /** Product code before each dotted method (`agri`). */
  product?: string;
  /** What getApiUrl reports. */
  apiBase?: string;
}

/** The meta a screen passes to `custom` to run a named action of a resource. */
export interface ActionMeta {
  resource: string;
  action: string;
  /** One row, or the rows picked on the list for a batch action (批量发货). */
  id: BaseKey | BaseKey[];
}

/** The meta a screen passes to `custom` to read one row's moves. */
export interface LogMeta {
  resource: string;
  log: BaseKey;
}

/**
 * Variables for Refine's useCustomMutation that run `resource.actions[actionName]` on one row, with the
 * values of the action's form when it has one.
 */
export function actionRequest(
  resource: Resource,
  actionName: string,
  id: BaseKey | BaseKey[],
  product = DEFAULT_PRODUCT,
  values: Record<string, unknown> = {},
) {
  const action = resource.actions?.[actionName];
  if (!action) throw new Error(`[${fileOf(resource)}] has no action "${actionName}": declare it under actions`);
  const meta: ActionMeta = { resource: resource.name, action: actionName, id };
  return { url: endpointPath(action.endpoint, product), method: "post" as const, values, meta };
}

/** Params for Refine's useCustom that read one row's moves through `endpoints.log`. */
export function logRequest(resource: Resource, id: BaseKey, product = DEFAULT_PRODUCT) {
  const e = resource.endpoints.log;
  if (!e) throw new Error(`[${fileOf(resource)}] has no "log" endpoint: add endpoints.log to show the row's moves`);
  const meta: LogMeta = { resource: resource.name, log: id };
  return { url: endpointPath(e, product), method: (e.http === "GET" ? "get" : "post") as "get" | "post", meta };
}

const idList = (ids: BaseKey[], e: EndpointDef) => (e.payload === "params" ? ids.join(",") : ids);

export function createDataProvider(
  http: HttpClient,
  resources: readonly Resource[],
  options: DataProviderOptions = {},
): DataProvider {
  const product = options.product ?? DEFAULT_PRODUCT;

  const resourceNamed = (name: string): Resource => {
    const r = resources.find((x) => x.name === name);
    if (!r) throw new Error(`No resource named "${name}": add resources/<name>.ts and list it in resources/index.ts`);
    return r;
  };

  /** The resource's own endpoint, or with `meta.audience` the audience's read (a ref picked via an audience). */
  const endpointOf = (name: string, action: CrudAction, audience?: string): [Resource, EndpointDef] => {
    const r = resourceNamed(name);
    if (audience !== undefined && (action === "list" || action === "get")) {
      const e = r.audiences?.[audience]?.endpoints[action];
      if (!e) throw new Error(`[${fileOf(r)}] has no audience "${audience}": declare it under audiences`);
      return [r, e];
    }
    const e = r.endpoints[action];
    if (!e)
      throw new Error(
        `[${fileOf(r)}] has no "${action}" endpoint: add endpoints.${action} or hide the screen that needs it`,
      );
    return [r, e];
  };

  const call = async <T>(e: EndpointDef, payload: Record<string, unknown>): Promise<T> => {
    const req: ApiRequest = { method: e.http, url: endpointPath(e, product) };
    if (e.payload === "params") req.params = payload;
    else req.data = payload;
    const body = await http.request<T>(req);
    return body.data;
  };

  const idPayload = (e: EndpointDef, id: BaseKey | BaseKey[]) =>
    Array.isArray(id) ? { ids: idList(id, e) } : e.batch ? { ids: idList([id], e) } : { id };

  return {
    getApiUrl: () => options.apiBase ?? "/gw",

    async getList({ resource, pagination, sorters, filters, meta }) {
      const [r, e] = endpointOf(resource, "list", meta?.audience);
      // meta.params: list options beyond Refine's (withLines=1 asks for each row's lines)
      const params: Record<string, unknown> = {
        ...pageParams(pagination, r),
        ...sortParams(sorters),
        ...filterParams(filters, r),
        ...(meta?.params ?? {}),
      };
      if (Array.isArray(params.ids)) params.ids = idList(params.ids as BaseKey[], e);
      const page = await call<Page<never>>(e, params);
      return { data: page.list, total: page.total };
    },

    async getMany({ resource, ids, meta }) {
      const [, e] = endpointOf(resource, "list", meta?.audience);
      // a picker whose field is empty (a goods without 店铺分类) asks for its chosen row all the same: nothing to fetch
      const chosen = ids.filter((id) => id !== null && id !== undefined && id !== "");
      if (chosen.length === 0) return { data: [] };
      const page = await call<Page<never>>(e, { ids: idList(chosen, e), pageNum: 1, pageSize: chosen.length });
      return { data: page.list };
    },

    async getOne({ resource, id, meta }) {
      const [, e] = endpointOf(resource, "get", meta?.audience);
      return { data: await call(e, { id }) };
    },

    async create({ resource, variables }) {
      const [, e] = endpointOf(resource, "create");
      return { data: await call(e, { ...(variables as object) }) };
    },

    async update({ resource, id, variables }) {
      const [, e] = endpointOf(resource, "update");
      return { data: await call(e, { id, ...(variables as object) }) };
    },

    async deleteOne({ resource, id }) {
      const [, e] = endpointOf(resource, "delete");
      await call(e, idPayload(e, id));
      return { data: { id } as never };
    },

    async deleteMany({ resource, ids }) {
      const [, e] = endpointOf(resource, "delete");
      if (e.batch) await call(e, { ids: idList(ids, e) });
      else for (const id of ids) await call(e, { id });
      return { data: ids.map((id) => ({ id })) as never[] };
    },

    async custom<TData extends BaseRecord>({ url, method, payload, query, meta }: CustomParams) {
      if (meta?.action) {
        const { resource, action, id } = meta as unknown as ActionMeta;
        const r = resourceNamed(resource);
        const named = r.actions?.[action];
        if (!named) throw new Error(`[${fileOf(r)}] has no action "${action}": declare it under actions`);
        return {
          data: await call<TData>(named.endpoint, { ...(payload as object), ...idPayload(named.endpoint, id) }),
        };
      }
      if (meta?.log !== undefined) {
        const { resource, log } = meta as unknown as LogMeta;
        const [, e] = endpointOf(resource, "log");
        return { data: await call<TData>(e, { id: log }) };
      }
      const isGet = method === "get";
      const body = await http.request<TData>({
        method: isGet ? "GET" : "POST",
        url,
        params: (isGet ? (payload ?? query) : query) as Record<string, unknown> | undefined,
        data: isGet ? undefined : payload,
      });
      return { data: body.data };
    },
  };
}
