import { afterAll, describe, expect, it } from "vitest";
import { render } from "../../src/web/ssr/entry-server";
import { PRELOADED_ID, type Preloaded } from "../../src/web/ssr/contract";
import { webApp } from "../helpers/web-app";

const preloadedOf = (html: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${PRELOADED_ID}">(.*?)</script>`).exec(html)![1]!,
  ) as Preloaded;
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)![1]!;

/**
 * The consoles' first screens leave the server drawn (docs/first-load.md): the frame, the menu the user may open and
 * the screen's rows or figures, asked in process with the visitor's own session, and the answers in the page for the
 * browser's first render. A stranger's page is never anyone else's.
 */
describe("server-rendered console screens", () => {
  const warnings: string[] = [];
  const served = webApp({ render, warnings });
  afterAll(() => expect(warnings, "the server warned while rendering pages").toEqual([]));

  async function cookieOf(login: string, systemId = 56) {
    const res = await served.app.inject({
      method: "POST",
      url: "/gw/agri.usercenter.login/1.0",
      headers: { systemid: String(systemId) },
      payload: { login, password: "Demo@1234" },
    });
    return [res.headers["set-cookie"]]
      .flat()
      .map((c) => String(c).split(";")[0])
      .join("; ");
  }
  /** The list's rows as the page's query cache holds them. */
  const rowsOf = (data: Preloaded) => {
    const queries = (data.queries as { queries: { queryKey: unknown[]; state: { data?: unknown } }[] }).queries;
    const list = queries.find((q) => q.queryKey[0] === "data")?.state.data as { data: { bidNo: string }[] } | undefined;
    return list?.data ?? [];
  };

  it("draws a tender admin's list with its rows and menu, and puts the answers in the page, for them only", async () => {
    const cookie = await cookieOf("13800000001");
    const res = await served.app.inject({ url: "/tendering/bids/list", headers: { host: "yyn.localhost", cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("private");
    const markup = rootOf(res.body);
    expect(markup).toContain("招标询价单管理");
    expect(markup).toContain("收货地点管理");
    expect((markup.match(/ant-table-row /g) ?? []).length).toBeGreaterThan(0);
    const data = preloadedOf(res.body);
    const queries = (data.queries as { queries: { queryKey: unknown[]; state: { status: string } }[] }).queries;
    expect(queries.map((q) => q.queryKey[0])).toEqual(expect.arrayContaining(["auth", "data"]));
    expect(queries.every((q) => q.state.status === "success")).toBe(true);
    const mine = rowsOf(data).map((r) => r.bidNo);
    expect(mine.length).toBeGreaterThan(0);
    for (const no of mine) expect(markup).toContain(no);
    // another enterprise's tender admin gets a page of its own rows, none of these
    const other = await served.app.inject({
      url: "/tendering/bids/list",
      headers: { host: "yyn.localhost", cookie: await cookieOf("13800000003") },
    });
    expect(other.statusCode).toBe(200);
    for (const no of mine) expect(other.body).not.toContain(no);
  });

  it("draws the seller's dashboard with its figures, not the dashes of a page still waiting", async () => {
    const res = await served.app.inject({
      url: "/manage/seller/index",
      headers: { host: "yyn.localhost", cookie: await cookieOf("13800000001") },
    });
    const markup = rootOf(res.body);
    expect(markup).toContain("经营概况");
    expect(markup).toMatch(/ant-statistic-content-value[^>]*>(<[^>]+>)*[\d¥]/);
  });

  it("names the portal of each render, even when renders of two portals run at once", async () => {
    const cookie = await cookieOf("13800000001");
    const page = (host: string) => served.app.inject({ url: "/tendering/bids/list", headers: { host, cookie } });
    const [ay, yyn, tj] = await Promise.all([page("ay.localhost"), page("yyn.localhost"), page("tj.localhost")]);
    expect(rootOf(ay.body)).toContain('brand-name">爱养牧业商城');
    expect(rootOf(yyn.body)).toContain('brand-name">农牧商城');
    expect(rootOf(tj.body)).toContain('brand-name">天津农牧交易中心');
  });

  it("guesses a phone from its client hint, and renders the list's phone search bar for it", async () => {
    const cookie = await cookieOf("13800000001");
    const res = await served.app.inject({
      url: "/tendering/bids/list",
      headers: { host: "yyn.localhost", cookie, "sec-ch-ua-mobile": "?1" },
    });
    expect(preloadedOf(res.body).phone).toBe(true);
    expect(rootOf(res.body)).toContain("筛选");
  });

  it("leaves the page to the browser without a session, with an ended one, and for the auction hall", async () => {
    for (const cookie of [undefined, "agri_sid=ended"]) {
      const res = await served.app.inject({ url: "/tendering/bids/list", headers: cookie ? { cookie } : {} });
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain(PRELOADED_ID);
    }
    // a mall page below a shell's root: its countdowns depend on the second it is drawn
    const hall = await served.app.inject({ url: "/goodsbidding", headers: { cookie: await cookieOf("13800000001") } });
    expect(hall.body).not.toContain(PRELOADED_ID);
  });
});
