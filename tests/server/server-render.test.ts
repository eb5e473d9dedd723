import { afterAll, describe, expect, it } from "vitest";
import { render } from "../../src/web/ssr/entry-server";
import { PRELOADED_ID, type Preloaded } from "../../src/web/ssr/contract";
import { webApp } from "../helpers/web-app";

const preloadedOf = (html: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${PRELOADED_ID}">(.*?)</script>`).exec(html)![1]!,
  ) as Preloaded;
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)![1]!;

describe("server-rendered mall pages", () => {
  // what the server logs as a warning or worse while it renders: a page sent twice is one
  const warnings: string[] = [];
  const served = webApp({ render, warnings });
  afterAll(() => expect(warnings, "the server warned while rendering pages").toEqual([]));

  const goodsOn = async (systemId: number, search = "") =>
    (
      await served.app.inject({
        url: "/gw/agri.sc.querygoodslist.list/1.0",
        query: { pageSize: "5", sort: "default", search },
        headers: { systemid: String(systemId) },
      })
    ).json().data.list as { id: number; name: string }[];

  it("sends / as the portal's home page with its goods, its data and antd's styles, scripts only from files", async () => {
    const res = await served.app.inject({ url: "/", headers: { host: "yyn.localhost" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    const html = res.body;
    const markup = rootOf(html);
    for (const g of await goodsOn(56)) expect(markup).toContain(g.name);
    expect(markup).toContain("新品上架");
    expect(html).toMatch(/<style data-rc-order[^>]*>[^<]*\.ant-btn/);
    expect(html).toContain('<style data-href="/assets/start-a.css">.mall{color:#262626}</style>');
    // the code waits in an inert template until the page is painted
    expect(html).toMatch(
      /<template id="mall-code">[^]*<link rel="modulepreload" crossorigin href="\/assets\/home-page-a.js">[^]*<\/template>/,
    );
    expect(html.split("<template")[0]).not.toContain("modulepreload");
    // main.tsx runs the listed files one a task in this order: each after what it imports, the app's own (which
    // hydrates the page) last
    const code = [.../<template id="mall-code">(.*?)<\/template>/.exec(html)![1]!.matchAll(/href="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(code).toEqual([
      "/assets/start-react-a.js",
      "/assets/start-a.js",
      "/assets/home-page-a.js",
      "/assets/boot-a.js",
    ]);
    // antd's record of its styles' paths is there, but not as the inline record that makes the browser read every
    // style's text back while hydrating (src/web/ssr/entry-server.tsx)
    expect(html).toMatch(/<style data-style-paths>\.data-ant-cssinjs-cache-path\{content:"[^"]*\|ant-btn/);
    expect(html).not.toContain('data-ant-cssinjs-cache-path="');
    // every <script> is the app's file or the JSON data block: nothing the CSP would have to allow inline
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.every((a) => /src="\/assets\//.test(a) || a.includes('type="application/json"'))).toBe(true);
    const data = preloadedOf(html);
    expect(data.site.portal.systemId).toBe(56);
    expect(data.who.user).toBeNull();
    expect(Object.keys(data.answers)).toContain('goodsSearch {"sort":"default","pageSize":10}');
  });

  it("renders the portal the host names: ay.localhost gets 爱养牧业商城 and its own goods", async () => {
    const html = (await served.app.inject({ url: "/", headers: { host: "ay.localhost" } })).body;
    expect(preloadedOf(html).site.portal.systemId).toBe(62);
    expect(html).toMatch(/<title>[^<]*爱养[^<]*<\/title>/);
    for (const g of await goodsOn(62)) expect(rootOf(html)).toContain(g.name);
  });

  it("offers 卖家中心 and 免费开店 in a mall's header, not on a procurement platform's (TJ, HS)", async () => {
    const header = async (host: string) => rootOf((await served.app.inject({ url: "/", headers: { host } })).body);
    for (const mall of ["yyn.localhost", "ay.localhost"]) {
      expect(await header(mall), mall).toContain("免费开店");
      expect(await header(mall), mall).toContain("卖家中心");
    }
    for (const procurement of ["tj.localhost", "hs.localhost"]) {
      expect(await header(procurement), procurement).not.toContain("免费开店");
      expect(await header(procurement), procurement).not.toContain("卖家中心");
    }
  });

  it("renders a search and a goods page with what a buyer needs to see", async () => {
    const list = await served.app.inject({
      url: `/list?search=${encodeURIComponent("饲料")}`,
      headers: { host: "yyn.localhost" },
    });
    const found = await goodsOn(56, "饲料");
    expect(found.length).toBeGreaterThan(0);
    expect(rootOf(list.body)).toContain(found[0]!.name);
    const goods = await served.app.inject({ url: `/goodInfo?id=${found[0]!.id}`, headers: { host: "yyn.localhost" } });
    expect(rootOf(goods.body)).toContain(`<h1>${found[0]!.name}</h1>`);
    expect(rootOf(goods.body)).toContain("加入进货车");
  });

  it("renders a logged-in buyer's page as theirs, and never lets it be shared by a cache", async () => {
    const login = await served.app.inject({
      method: "POST",
      url: "/gw/agri.usercenter.login/1.0",
      headers: { systemid: "56" },
      payload: { login: "13800000002", password: "Demo@1234" },
    });
    const cookie = [login.headers["set-cookie"]]
      .flat()
      .map((c) => String(c).split(";")[0])
      .join("; ");
    const res = await served.app.inject({ url: "/", headers: { host: "yyn.localhost", cookie } });
    expect(res.headers["cache-control"]).toContain("private");
    const who = preloadedOf(res.body).who.user;
    expect(who?.login ?? who?.phone).toBeTruthy();
    expect(rootOf(res.body)).toMatch(new RegExp(`class="top-hello">您好，(<!-- -->)?${who!.name}`));
  });

  it("leaves other paths to the browser: /login is the plain page shell", async () => {
    const res = await served.app.inject({ url: "/login" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain(PRELOADED_ID);
  });
});
