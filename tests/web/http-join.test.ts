import { AxiosError, type AxiosAdapter } from "axios";
import { afterEach, describe, expect, it, vi } from "vitest";
import { portalForHost } from "../../src/web/portal";
import { createHttpClient, setPortalJoin } from "../../src/web/providers/http-client";

const REFUSED = "您未授权登录系统,请联系客服人员";

/** A server that refuses the caller as a non-member of the portal until they have joined. */
function portal() {
  const state = { joined: false, calls: 0 };
  const adapter: AxiosAdapter = async (config) => {
    state.calls += 1;
    const ok = state.joined;
    const response = {
      data: ok ? { code: 0, msg: "success", data: { id: 7 } } : { code: 403, msg: REFUSED },
      status: ok ? 200 : 403,
      statusText: "",
      headers: {},
      config,
    };
    if (ok) return response;
    throw new AxiosError("Request failed with status code 403", "ERR_BAD_REQUEST", config, {}, response);
  };
  const navigate = vi.fn();
  const http = createHttpClient({ adapter, navigate, alert: vi.fn(), portal: () => portalForHost("ay.localhost") });
  const add = () => http.request({ method: "POST", url: "updcart", data: { goodsId: 1 } });
  return { state, navigate, add, http };
}

afterEach(() => setPortalJoin(null));

describe("http client: a call refused to a non-member of an open portal", () => {
  it("offers to join, and once joined makes the call again and hands back its answer", async () => {
    const p = portal();
    setPortalJoin(async () => (p.state.joined = true));
    await expect(p.add()).resolves.toMatchObject({ data: { id: 7 } });
    expect(p.state.calls).toBe(2);
    expect(p.navigate).not.toHaveBeenCalled();
  });

  it("declined: rejects with the server's words and the page stays", async () => {
    const p = portal();
    setPortalJoin(async () => false);
    await expect(p.add()).rejects.toMatchObject({ statusCode: 403, message: REFUSED });
    expect(p.navigate).not.toHaveBeenCalled();
  });

  it("a call that asks to stay (a background read) is not an offer: rejected quietly, as before", async () => {
    const p = portal();
    const join = vi.fn(async () => true);
    setPortalJoin(join);
    await expect(p.http.request({ method: "GET", url: "x.my.list/1.0", stay: true })).rejects.toMatchObject({
      statusCode: 403,
    });
    expect(join).not.toHaveBeenCalled();
    expect(p.navigate).not.toHaveBeenCalled();
  });

  it("with nobody to offer it (a member, a closed portal), opens /403 as before", async () => {
    const p = portal();
    await expect(p.add()).rejects.toMatchObject({ statusCode: 403 });
    expect(p.navigate).toHaveBeenCalledExactlyOnceWith("/403");
  });
});
