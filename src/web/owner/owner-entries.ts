import { resources } from "../../../resources";
import type { AudienceDef, Resource } from "../../core/define-resource";
import { endpointPath, type EndpointDef } from "../../core/endpoint";
import { legalActions, type State } from "../../core/flows/transition";
import type { OwnerLayout, OwnerScreens } from "../../core/user-rows";
import { product } from "../product";
import { http } from "../services";

/**
 * An owner or assignee audience with screens: the rows a person made through it (a buyer's after-sales), or the rows
 * waiting for the person (我的审批), in its layout.
 */
export interface OwnerEntry {
  resource: Resource;
  name: string;
  audience: AudienceDef;
  screens: OwnerScreens;
}

const screensOf = (a: AudienceDef): OwnerScreens | undefined => a.owner?.screens ?? a.assignee?.screens;

/** Every person's audience whose screens live in `layout` (the mall's 我的商城, the personal center, a page of its own). */
export const ownerEntries = (layout: OwnerLayout): OwnerEntry[] =>
  resources.flatMap((resource) =>
    Object.entries(resource.audiences ?? {})
      .filter(([, a]) => screensOf(a)?.layout === layout)
      .map(([name, audience]) => ({ resource, name, audience, screens: screensOf(audience)! })),
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

/** The actions the audience runs on a row in its state and values (撤销申请, 填写退货物流), none the row refuses the caller. */
export const ownerActions = (e: OwnerEntry, row: Record<string, unknown>) =>
  legalActions(e.resource, row[e.resource.flow!.field] as State, row).filter(([, a]) => a.by === e.name);
