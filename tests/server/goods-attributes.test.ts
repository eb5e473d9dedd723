import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceTables } from "../../src/server/db/schema";
import { testApp, type TestApp } from "../helpers/server-app";
import { dataOf, mallCall } from "./mall-api";

const sku = { skus: [{ spec: "500g/袋", price: 68, stock: 100 }] };

describe("goods category attributes (类目属性)", () => {
  let t: TestApp;
  let seller: string;
  beforeAll(async () => {
    t = await testApp();
    seller = await t.login("13800000001");
  });
  afterAll(() => t?.close());

  it("asks a veterinary drug for its 批准文号", async () => {
    const res = await t.call(
      "goods",
      "create",
      { name: "阿莫西林可溶性粉", category: "兽药", unit: "袋", ...sku },
      { cookie: seller },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ approvalNo: "请输入批准文号" });
  });

  it("keeps only the attributes of the goods' category, and drops them when the category changes", async () => {
    const drug = dataOf(
      await t.call(
        "goods",
        "create",
        {
          name: "氟苯尼考注射液",
          category: "兽药",
          unit: "瓶",
          approvalNo: "兽药字（2022）160083012",
          vetKind: "chemical",
          feedLicence: "鲁饲证（2021）01035",
          breed: "湖羊",
          ...sku,
        },
        { cookie: seller },
      ),
    );
    expect(drug).toMatchObject({
      approvalNo: "兽药字（2022）160083012",
      vetKind: "chemical",
      feedLicence: null,
      breed: null,
    });
    const feed = dataOf(
      await t.call(
        "goods",
        "update",
        { id: drug.id, category: "饲料", feedLicence: "鲁饲证（2021）01035", feedStage: "piglet" },
        { cookie: seller },
      ),
    );
    expect(feed).toMatchObject({
      category: "饲料",
      feedLicence: "鲁饲证（2021）01035",
      feedStage: "piglet",
      approvalNo: null,
      vetKind: null,
    });
  });

  it("seeds the demo goods of regulated categories with their attributes", async () => {
    const rows = await t.db.select().from(resourceTables.goods!);
    const of = (category: string) => rows.filter((g) => g.category === category);
    expect(of("兽药").length).toBeGreaterThan(0);
    for (const g of of("兽药")) expect(g.approvalNo, g.name as string).toMatch(/^兽药字（20\d\d）\d{9}$/);
    for (const g of of("疫苗")) expect(g.approvalNo, g.name as string).toMatch(/^兽药生字（20\d\d）\d{8}$/);
    for (const g of of("饲料")) {
      expect(g.feedLicence, g.name as string).toMatch(/^[鲁冀蒙苏豫]饲证（20\d\d）\d{5}$/);
      expect(g.feedStage, g.name as string).toBeTruthy();
    }
    for (const g of of("种畜禽")) expect(g.breed, g.name as string).toBeTruthy();
  });

  it("shows a buyer the attributes of an on-sale goods' category on its page", async () => {
    const rows = await t.db.select().from(resourceTables.goods!);
    const drug = rows.find((g) => g.category === "兽药" && g.status === "on_sale" && g.approvalNo)!;
    const page = dataOf(await mallCall(t, "goodsDetail", { id: drug.id }));
    expect(page.attributes).toContainEqual({ label: "批准文号", value: drug.approvalNo });
    expect(page.attributes.map((a: { label: string }) => a.label)).not.toContain("品种");
  });
});
