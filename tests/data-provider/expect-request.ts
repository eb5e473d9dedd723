import type { EndpointDef } from "../../src/core/endpoint";
import { endpointPath } from "../../src/core/endpoint";
import type { ApiRequest } from "../../src/web/providers/http";

/** The request an endpoint should produce for a payload: query string or JSON body, per its declaration. */
export function requestFor(e: EndpointDef, payload: Record<string, unknown>, product = "agri"): ApiRequest {
  const base = { method: e.http, url: endpointPath(e, product) };
  return e.payload === "params" ? { ...base, params: payload } : { ...base, data: payload };
}

/** ids as the contract wants them in that place: comma-joined in a query, an array in a body. */
export const idsFor = (e: EndpointDef, ids: number[]) => (e.payload === "params" ? ids.join(",") : ids);
