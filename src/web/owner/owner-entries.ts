import { resources } from "../../../resources";
import type { AudienceDef, Resource } from "../../core/define-resource";
import { endpointPath, type EndpointDef } from "../../core/endpoint";
import type { OwnerDef, OwnerLayout } from "../../core/user-rows";
import { product } from "../product";
import { http } from "../services";

/** An owner audience with screens: the rows a person made through it (a buyer's after-sales), in its layout. */
export interface OwnerEntry {
  resource: Resource;
  name: string;
  audience: AudienceDef;
  screens: NonNullable<OwnerDef["screens"]>;
}

/** Every owner audience whose screens live in `layout` (the mall's 我的商城, the personal center, a page of its own). */
export const ownerEntries = (layout: OwnerLayout): OwnerEntry[] =>
  resources.flatMap((resource) =>
    Object.entries(resource.audiences ?? {})
      .filter(([, a]) => a.owner?.screens?.layout === layout)
      .map(([name, audience]) => ({ resource, name, audience, screens: audience.owner!.screens! })),
  );

/** A route of a screen without its query (`/manage/order/aftersale/detail?id=:id` → `/manage/order/aftersale/detail`). */
export const routeOf = (screen: string) => screen.split("?")[0]!;

/** The address of one row's screen: `:id` (or `:from`, the source row) replaced. */
export const screenHref = (screen: string, values: Record<string, unknown>) =>
  screen.replace(/:(id|from)\b/g, (_, k: string) => encodeURIComponent(String(values[k] ?? "")));

/** Calls one declared endpoint and hands back `data`; a failure rejects as the http client shapes it (errors per field). */
export async function callEndpoint<T = unknown>(e: EndpointDef, payload: Record<string, unknown>): Promise<T> {
  const url = endpointPath(e, product);
  const body = await http.request<T>(
    e.payload === "params" ? { method: e.http, url, params: payload } : { method: e.http, url, data: payload },
  );
  return body.data;
}

/** The actions the audience runs on a row in its state (撤销申请, 填写退货物流). */
export const ownerActions = (e: OwnerEntry, row: Record<string, unknown>) =>
  Object.entries(e.resource.actions ?? {}).filter(
    ([, a]) =>
      a.by === e.name &&
      a.from.includes(row[e.resource.flow!.field] as string | number) &&
      Object.entries(a.when ?? {}).every(([k, v]) => v.includes(row[k] as string | number)),
  );
