/** How one action of a resource travels over the wire. */
export interface EndpointDef {
  /** Dotted method name without the product prefix (`etpbase.factory.page.list`), or a plain path with a slash (`rest/cart/list`). */
  name: string;
  /** Version suffix of a dotted method (`1.0`). */
  version: string;
  http: "GET" | "POST";
  /** Where the payload goes: query string or JSON body. */
  payload: "params" | "body";
  /** Delete/act on many ids at once: the payload is `{ ids: [...] }` instead of `{ id }`. */
  batch?: boolean;
}

type EndpointOptions = Partial<Pick<EndpointDef, "version" | "payload" | "batch">>;

/** `ep.get("sc.querygoodslist.list")`, `ep.post("etpbase.factory.add")`. */
export const ep = {
  get: (name: string, o: EndpointOptions = {}): EndpointDef => ({
    name,
    version: "1.0",
    http: "GET",
    payload: "params",
    ...o,
  }),
  post: (name: string, o: EndpointOptions = {}): EndpointDef => ({
    name,
    version: "1.0",
    http: "POST",
    payload: "body",
    ...o,
  }),
};

export const DEFAULT_PRODUCT = "agri";
export const DEFAULT_API_BASE = "/gw";

const DOTTED = /^[a-z][A-Za-z0-9]*(\.[A-Za-z][A-Za-z0-9]*)+$/;
const PLAIN = /^[a-z][A-Za-z0-9]*(\/[A-Za-z][A-Za-z0-9.]*)+$/;
const VERSION = /^\d+\.\d+$/;

export const isPlainPath = (name: string) => name.includes("/");

/** Path below the API base: `agri.etpbase.factory.page.list/1.0`, or `rest/cart/list` as is. */
export function endpointPath(e: Pick<EndpointDef, "name" | "version">, product = DEFAULT_PRODUCT): string {
  return isPlainPath(e.name) ? e.name : `${product}.${e.name}/${e.version}`;
}

/** Why an endpoint declaration is unusable, or undefined when it is fine. */
export function endpointProblem(e: EndpointDef): string | undefined {
  if (/\/\d+\.\d+$/.test(e.name)) {
    return `method "${e.name}" must be dotted words like "etpbase.factory.add": leave out the product prefix and the version`;
  }
  if (isPlainPath(e.name)) {
    return PLAIN.test(e.name) ? undefined : `path "${e.name}" must look like "rest/cart/list"`;
  }
  if (!DOTTED.test(e.name)) {
    return `method "${e.name}" must be dotted words like "etpbase.factory.add" (no product prefix, no version)`;
  }
  if (!VERSION.test(e.version)) return `version "${e.version}" of "${e.name}" must look like "1.0"`;
  if (e.http === "GET" && e.payload === "body") return `GET "${e.name}" cannot carry a body: use payload "params"`;
  return undefined;
}
