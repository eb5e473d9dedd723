/** The response body every endpoint answers with (docs/wire-contract.md). */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
  /** Field problems of a 422, keyed by field name. */
  errors?: Record<string, string>;
}

/** One call below the API base, e.g. `GET agri.etpbase.bidorder.detail/1.0?id=3`. */
export interface ApiRequest {
  method: "GET" | "POST";
  /** Path below the API base, without a leading slash. */
  url: string;
  /** Query string values. */
  params?: Record<string, unknown>;
  /** JSON body, or FormData for a file upload. */
  data?: unknown;
  /** Called with 0–100 while the body uploads (a file import). */
  onUploadProgress?: (percent: number) => void;
  /** A refusal is the page's to say in place: no move to the error page of its status. */
  stay?: boolean;
}

/** A file an endpoint answered with (an xlsx export), and the name the server gave it. */
export interface Download {
  blob: Blob;
  fileName: string;
}

/** What the data, auth and access providers need from the network: one request, the unwrapped body back. */
export interface HttpClient {
  request<T = unknown>(req: ApiRequest): Promise<Envelope<T>>;
  /** The same call for an endpoint that answers with a file; failures are handled like any other call's. */
  download?(req: ApiRequest): Promise<Download>;
}

/** A list answer: `data = { list, total, pageNum, pageSize }`. */
export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}
