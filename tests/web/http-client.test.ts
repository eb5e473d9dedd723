import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from "axios";
import { describe, expect, it, vi } from "vitest";
import { portalForHost } from "../../src/web/portal";
import { createHttpClient } from "../../src/web/providers/http-client";

type Outcome = { status: number; body?: unknown } | { noResponse: { code?: string; message?: string } };

/** An axios adapter that answers like a server (or a dead network) and keeps the request it saw. */
function server(outcome: Outcome) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    if ("noResponse" in outcome) {
      throw new AxiosError(outcome.noResponse.message, outcome.noResponse.code, config, {});
    }
    const response = { data: outcome.body, status: outcome.status, statusText: "", headers: {}, config };
    if (outcome.status >= 200 && outcome.status < 300) return response;
    throw new AxiosError(`Request failed with status code ${outcome.status}`, "ERR_BAD_RESPONSE", config, {}, response);
  };
  return { adapter, seen };
}

function client(outcome: Outcome, host = "yyn.localhost", currentUrl = "/tendering/factory?page=2") {
  const { adapter, seen } = server(outcome);
  const navigate = vi.fn();
  const alert = vi.fn();
  const http = createHttpClient({
    adapter,
    navigate,
    alert,
    currentUrl: () => currentUrl,
    portal: () => portalForHost(host),
    baseURL: "/gw",
  });
  const get = () => http.request({ method: "GET", url: "agri.user.get/1.0" });
  return { http, get, navigate, alert, seen };
}

describe("http client: the spec §8 error catalogue", () => {
  it("hands the unwrapped body to the caller on success", async () => {
    const { get, navigate, alert } = client({ status: 200, body: { code: 0, msg: "success", data: { id: 1 } } });
    await expect(get()).resolves.toEqual({ code: 0, msg: "success", data: { id: 1 } });
    expect(navigate).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
  });

  it.each([
    [403, "/403"],
    [404, "/404"],
    [418, "/404"],
    [421, "/404"],
    [500, "/500"],
    [502, "/500"],
    [504, "/500"],
  ])("HTTP %i → navigates to %s and rejects", async (status, page) => {
    const { get, navigate, alert } = client({ status, body: { code: status, msg: "出错了" } });
    await expect(get()).rejects.toMatchObject({ statusCode: status, message: "出错了" });
    expect(navigate).toHaveBeenCalledExactlyOnceWith(page);
    expect(alert).not.toHaveBeenCalled();
  });

  it.each([400, 429, 505])("HTTP %i is not in the catalogue: no page jump, just a rejection", async (status) => {
    const { get, navigate } = client({ status, body: { code: status, msg: "请求有误" } });
    await expect(get()).rejects.toMatchObject({ statusCode: status, message: "请求有误" });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("422 → rejects with a Refine HttpError carrying msg and field errors, no navigation", async () => {
    const body = { code: 422, msg: "提交的数据有误", errors: { phone: "联系电话格式不正确" } };
    const { get, navigate, alert } = client({ status: 422, body });
    await expect(get()).rejects.toEqual({
      message: "提交的数据有误",
      statusCode: 422,
      errors: { phone: "联系电话格式不正确" },
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
  });

  it("413 (a file over its limit) → rejects with the limit in its words and on the field, the page stays", async () => {
    const body = { code: 413, msg: "PDF文件不能超过10MB", errors: { file: "PDF文件不能超过10MB" } };
    const { get, navigate, alert } = client({ status: 413, body });
    await expect(get()).rejects.toEqual({
      message: "PDF文件不能超过10MB",
      statusCode: 413,
      errors: { file: "PDF文件不能超过10MB" },
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
  });

  it("409 (a price or amount moved on) → rejects with the new figures, the page stays to ask again", async () => {
    const body = { code: 409, msg: "请确认应付金额后支付", data: { total: 72 } };
    const { get, navigate, alert } = client({ status: 409, body });
    await expect(get()).rejects.toEqual({ message: "请确认应付金额后支付", statusCode: 409, data: { total: 72 } });
    expect(navigate).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
  });

  it("a request that asks to stay is rejected with the server's words and no page jump, whatever the status", async () => {
    const { http, navigate, alert } = client({ status: 403, body: { code: 403, msg: "短信发件箱仅对本机开放" } });
    await expect(
      http.request({ method: "GET", url: "agri.dev.sms.outbox.list/1.0", stay: true }),
    ).rejects.toMatchObject({ statusCode: 403, message: "短信发件箱仅对本机开放" });
    expect(navigate).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
  });

  it("401 → /login with the current path and query as retUrl", async () => {
    const { get, navigate } = client({ status: 401, body: { code: 401, msg: "请先登录" } });
    await expect(get()).rejects.toMatchObject({ statusCode: 401, message: "请先登录" });
    expect(navigate).toHaveBeenCalledExactlyOnceWith("/login?retUrl=%2Ftendering%2Ffactory%3Fpage%3D2");
  });

  it("401 while already on /login stays put", async () => {
    const { get, navigate } = client({ status: 401, body: { msg: "请先登录" } }, "yyn.localhost", "/login?retUrl=%2F");
    await expect(get()).rejects.toMatchObject({ statusCode: 401 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ["a network error", { code: "ERR_NETWORK", message: "Network Error" }, "网络出现问题，请检查网络后重试"],
    [
      "an error with its own message",
      { code: "ECONNABORTED", message: "timeout of 120000ms exceeded" },
      "timeout of 120000ms exceeded",
    ],
    ["an error without a message", { code: undefined, message: "" }, "系统繁忙"],
  ])("no response, %s → alert(%j) then rejects", async (_, noResponse, text) => {
    const { get, navigate, alert } = client({ noResponse });
    await expect(get()).rejects.toMatchObject({ message: text });
    expect(alert).toHaveBeenCalledExactlyOnceWith(text);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("http client: what every request carries", () => {
  it.each([
    ["yyn.localhost", "56", "YYN"],
    ["ay.localhost", "62", "AY"],
    ["slxh.localhost", "63", "SLXH"],
    ["sheep.localhost", "64", "SHEEP"],
    ["tj.localhost", "65", "TJ"],
    ["hs.localhost", "66", "HS"],
    ["127.0.0.1", "56", "YYN"],
    ["shop.example.com", "56", "YYN"],
  ])("on %s sends systemId %s and platformType %s", async (host, systemId, platformType) => {
    const { get, seen } = client({ status: 200, body: { code: 0, data: null } }, host);
    await get();
    const headers = AxiosHeaders.from(seen[0].headers);
    expect(headers.get("systemId")).toBe(systemId);
    expect(headers.get("platformType")).toBe(platformType);
  });

  it("sends cookies to /gw, GET payload as query and POST payload as JSON body", async () => {
    const { http, seen } = client({ status: 200, body: { code: 0, data: null } });
    await http.request({ method: "GET", url: "agri.sc.bid.list/1.0", params: { pageNum: 1 } });
    await http.request({ method: "POST", url: "agri.etpbase.factory.add/1.0", data: { name: "一厂" } });
    expect(seen[0]).toMatchObject({
      baseURL: "/gw",
      withCredentials: true,
      method: "get",
      url: "agri.sc.bid.list/1.0",
      params: { pageNum: 1 },
    });
    expect(seen[1]).toMatchObject({ method: "post", url: "agri.etpbase.factory.add/1.0" });
    expect(JSON.parse(String(seen[1].data))).toEqual({ name: "一厂" });
  });
});
