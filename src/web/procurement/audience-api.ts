import { resourceByName } from "../../../resources";
import type { AudienceDef, Resource } from "../../core/define-resource";
import { endpointPath } from "../../core/endpoint";
import type { Row } from "../admin/field-value";
import { product } from "../product";
import { http } from "../services";

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** One audience of a resource, as declared: the public pages read through nothing else. */
export function audienceOf(resourceName: string, name: string): { resource: Resource; audience: AudienceDef } {
  const resource = resourceByName(resourceName);
  return { resource, audience: resource.audiences![name]! };
}

/** Calls an audience's list or detail endpoint and hands back `data`; `stay`: the page says a refusal itself. */
export async function readAudience<T = Row>(
  audience: AudienceDef,
  op: "list" | "get",
  payload: Record<string, unknown>,
  o: { stay?: boolean } = {},
): Promise<T> {
  const e = audience.endpoints[op];
  const url = endpointPath(e, product);
  const body = await http.request<T>(
    e.payload === "params"
      ? { method: e.http, url, params: payload, ...o }
      : { method: e.http, url, data: payload, ...o },
  );
  return body.data;
}
