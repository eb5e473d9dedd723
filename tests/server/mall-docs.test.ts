import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MALL, mallPath } from "../../src/core/mall-endpoints";
import { endpointProblem } from "../../src/core/endpoint";
import { MALL_DOC, withCatalogue } from "../../src/server/mall/mall-docs";

describe("mall endpoint catalogue", () => {
  it("is what docs/mall.md lists (run `npx tsx src/server/mall/mall-docs.ts` when this fails)", () => {
    const doc = readFileSync(MALL_DOC, "utf8");
    expect(doc).toBe(withCatalogue(doc));
  });

  it("declares well-formed calls with unique paths", () => {
    const paths = Object.values(MALL).map((e) => `${e.http} ${mallPath(e)}`);
    expect(new Set(paths).size).toBe(paths.length);
    for (const e of Object.values(MALL)) if (!e.bare) expect(endpointProblem(e)).toBeUndefined();
    expect(mallPath(MALL.cartUpdate)).toBe("updcart");
    expect(mallPath(MALL.cartList)).toBe("rest/cart/list");
    expect(mallPath(MALL.shopCoupons)).toBe("agri.sc.coupon.shopIndexCoup.list/2.0");
  });
});
