import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { textToHtml } from "../../src/core/rich-text";
import { resourceTables } from "../../src/server/db/schema";
import { sanitizeRichText } from "../../src/server/validation/rich-text";
import { testApp, type TestApp } from "../helpers/server-app";
import { recordBatch } from "../helpers/goods-batch";
import { dataOf, mallCall } from "./mall-api";

const root = join(import.meta.dirname, "../..");
const goods = {
  name: "测试详情饲料",
  category: "饲料",
  unit: "袋",
  skus: [{ spec: "40kg/袋", price: 100, stock: 50 }],
};
const UPLOADED = "/files/0123456789abcdef0123456789abcdef.png";
const MAX = resourceByName("goods").fields.description!.max!;

describe("商品详情 as rich text: the sanitiser", () => {
  it.each([
    [
      "keeps what the editor writes as it is",
      `<h2>产品介绍</h2><p>育肥猪<strong>全价</strong><em>配合</em><u>饲料</u><s>旧款</s></p><ul><li><p>40kg/袋</p></li></ul><ol start="2"><li><p>颗粒均匀</p></li></ol><blockquote><p>引用</p></blockquote><hr><h3>小标题</h3><h4>更小</h4><p>第一行<br>第二行</p><img src="${UPLOADED}" alt="饲料">`,
      null,
    ],
    [
      "drops scripts and styles with what they hold",
      `<p>正文</p><script>alert(1)</script><style>p{color:red}</style><noscript>x</noscript>`,
      "<p>正文</p>",
    ],
    [
      "drops every on* handler, style and class",
      `<p onclick="alert(1)" style="color:red" class="x" onmouseover=alert(2)>正文</p>`,
      "<p>正文</p>",
    ],
    [
      "drops tags the editor never writes, keeping their text",
      `<p><span style="color:red">红</span><font>字</font></p><iframe src="https://x.cn">内</iframe><svg onload=alert(1)></svg>`,
      "<p>红字</p>",
    ],
    [
      "turns blocks of other editors into the nearest it writes",
      `<h1>大标题</h1><div>段落</div><h6>注</h6>`,
      "<h2>大标题</h2><p>段落</p><h4>注</h4>",
    ],
    [
      "gives every link rel=noopener nofollow and keeps only a safe address",
      `<a href="https://www.moa.gov.cn/" target="_blank" rel="opener" onclick="x">农业农村部</a><a href="/list?search=饲料">站内</a><a href="javascript:alert(1)">坏</a><a href="jav&#x61;script:alert(1)">坏</a><a href="//evil.cn/x">坏</a><a href="data:text/html,x">坏</a>`,
      `<a href="https://www.moa.gov.cn/" target="_blank" rel="noopener nofollow">农业农村部</a><a href="/list?search=饲料" rel="noopener nofollow">站内</a><a rel="noopener nofollow">坏</a><a rel="noopener nofollow">坏</a><a rel="noopener nofollow">坏</a><a rel="noopener nofollow">坏</a>`,
    ],
    [
      "keeps pictures uploaded here, seeded assets and https ones only",
      `<img src="${UPLOADED}" onerror="alert(1)"><img src="/assets/goods/feed-1.svg"><img src="https://img.example.cn/a.png"><img src="http://img.example.cn/a.png"><img src="javascript:alert(1)"><img src="data:image/png;base64,AAAA"><img src="/files/../secret.png"><img src=x onerror=alert(1)>`,
      `<img src="${UPLOADED}"><img src="/assets/goods/feed-1.svg"><img src="https://img.example.cn/a.png">`,
    ],
    [
      "takes plain text (no tag in it) as paragraphs, escaped",
      "水分 <14%\n粗蛋白 >16%\n\n\n第二段 & 完",
      "<p>水分 &lt;14%<br>粗蛋白 &gt;16%</p><p>第二段 &amp; 完</p>",
    ],
    ["stores an emptied editor as nothing", "<p></p><p>&nbsp;</p><p> </p>", ""],
  ])("%s", (_name, input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected ?? input);
  });

  it("gives the same answer a second time (what it keeps, it keeps)", () => {
    const once = sanitizeRichText(
      `<a href="https://x.cn/?a=1&amp;b=2" target="_blank">链</a><img src="${UPLOADED}" alt='"引号"'>`,
    );
    expect(sanitizeRichText(once)).toBe(once);
  });

  it("migration 0023 turns every description typed before into the HTML the same text is taken as on save", async () => {
    const typed = [
      "【产品名称】育肥猪料\n【品牌】绿野",
      '第一段\r\n\r\n　\r\n第二段 <b>加粗?</b> & "引号"',
      "<img src=x onerror=alert(1)>",
      "   ",
      null,
    ];
    const db = new PGlite();
    await db.exec(`CREATE TABLE "goods" ("id" serial PRIMARY KEY, "description" text)`);
    for (const d of typed) await db.query(`INSERT INTO "goods" ("description") VALUES ($1)`, [d]);
    await db.exec(readFileSync(join(root, "src/server/db/migrations/0023_goods_rich_description.sql"), "utf8"));
    const rows = (
      await db.query<{ description: string | null }>(`SELECT "description" FROM "goods" ORDER BY "id"`)
    ).rows.map((r) => r.description);
    // text that looks like HTML was typed as text: it is escaped, never let through as markup
    expect(rows).toEqual([
      "<p>【产品名称】育肥猪料<br>【品牌】绿野</p>",
      "<p>第一段</p><p>第二段 &lt;b&gt;加粗?&lt;/b&gt; &amp; &quot;引号&quot;</p>",
      "<p>&lt;img src=x onerror=alert(1)&gt;</p>",
      null,
      null,
    ]);
    expect(rows).toEqual(typed.map((d) => (d === null ? null : textToHtml(d) || null)));
    await db.close();
  });
});

describe("商品详情 as rich text on the platform", () => {
  let t: TestApp;
  let seller: string;
  beforeAll(async () => {
    t = await testApp();
    seller = await t.login("13800000001");
  });
  afterAll(() => t?.close());

  const create = (description: unknown, name = goods.name) =>
    t.call("goods", "create", { ...goods, name, description }, { cookie: seller });

  it("stores a description sanitised on create and on update, and the mall shows the stored HTML", async () => {
    const row = dataOf(
      await create(
        `<h2 onclick="x">成分</h2><script>document.cookie</script><p style="x">粗蛋白<strong>16%</strong></p><a href="https://www.moa.gov.cn/">标准</a><img src="${UPLOADED}">`,
      ),
    );
    expect(row.description).toBe(
      `<h2>成分</h2><p>粗蛋白<strong>16%</strong></p><a href="https://www.moa.gov.cn/" rel="noopener nofollow">标准</a><img src="${UPLOADED}">`,
    );
    const updated = dataOf(
      await t.call(
        "goods",
        "update",
        { id: row.id, description: `<p>改<img src="http://evil.cn/x.png" onerror="alert(1)"></p><style>*{}</style>` },
        { cookie: seller },
      ),
    );
    expect(updated.description).toBe("<p>改</p>");
    await recordBatch(t, row.id, seller);
    dataOf(await t.call("goods", "onSale", { id: row.id }, { cookie: seller }));
    expect(dataOf(await mallCall(t, "goodsDetail", { id: row.id })).description).toBe("<p>改</p>");
  });

  it("refuses HTML over the limit with a 422 naming the field, and stores nothing", async () => {
    const long = `<p>${"长".repeat(MAX)}</p>`;
    const res = await create(long, "超长详情饲料");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ description: `商品详情内容过长，连同格式不能超过${MAX}个字符` });
    // far past the limit it is refused as it stands, without being sanitised first
    const huge = await create(`<p>${"<b>长</b>".repeat(MAX)}</p>`, "超长详情饲料");
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors).toEqual({ description: `商品详情内容过长，连同格式不能超过${MAX}个字符` });
    const listed = dataOf(await t.call("goods", "list", { name: "超长详情饲料" }, { cookie: seller }));
    expect(listed.total).toBe(0);
  });

  it("counts the limit on what is stored: markup the sanitiser drops does not count", async () => {
    const padded = `<p style="${"x".repeat(MAX)}">短</p>`;
    expect(dataOf(await create(padded, "属性很长的详情")).description).toBe("<p>短</p>");
  });

  it("stores an emptied editor and a non-text value as the form sends them: nothing, or a 422", async () => {
    expect(dataOf(await create("<p></p>", "空详情饲料")).description).toBeNull();
    const res = await create({ html: "<p>x</p>" }, "对象详情饲料");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ description: "商品详情必须是文字" });
  });

  it("seeds goods whose descriptions are rich (headings, a list, one of their pictures) and all kept by the sanitiser", async () => {
    const rows = await t.db
      .select({ name: resourceTables.goods!.name, description: resourceTables.goods!.description })
      .from(resourceTables.goods!);
    expect(rows.length).toBeGreaterThan(0);
    for (const g of rows.filter((r) => r.description !== null))
      expect(sanitizeRichText(String(g.description)), String(g.name)).toBe(g.description);
    const rich = rows.filter((g) =>
      /<h2>.*<ul>.*<img src="\/assets\/goods\/[a-z]+-\d\.svg"/.test(String(g.description)),
    );
    expect(rich.length).toBeGreaterThan(rows.length / 2);
  });
});
