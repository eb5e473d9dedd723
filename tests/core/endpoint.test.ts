import { describe, expect, it } from "vitest";
import { endpointPath, endpointProblem, ep } from "../../src/core/endpoint";

describe("endpoint naming", () => {
  it.each([
    [ep.post("etpbase.factory.add"), "agri", "agri.etpbase.factory.add/1.0"],
    [ep.get("sc.querygoodslist.list"), "agri", "agri.sc.querygoodslist.list/1.0"],
    [
      ep.get("etpbase.bid.sys.permission.user.menu.list", { version: "5.0" }),
      "agri",
      "agri.etpbase.bid.sys.permission.user.menu.list/5.0",
    ],
    [ep.post("coupon.shopIndexCoup.list", { version: "2.0" }), "nm", "nm.coupon.shopIndexCoup.list/2.0"],
    [ep.get("rest/cart/list"), "agri", "rest/cart/list"],
    [ep.post("rest/cart/edit.quantity"), "agri", "rest/cart/edit.quantity"],
  ])("%o with product %s is served at %s", (endpoint, product, path) => {
    expect(endpointPath(endpoint, product)).toBe(path);
  });

  it("GET sends params and POST sends a body unless told otherwise", () => {
    expect(ep.get("sc.bid.list")).toMatchObject({ http: "GET", payload: "params", version: "1.0" });
    expect(ep.post("sc.bid.add")).toMatchObject({ http: "POST", payload: "body" });
    expect(ep.post("sc.bid.delete", { payload: "params" })).toMatchObject({ http: "POST", payload: "params" });
  });

  it.each([
    [ep.post("agri.etpbase.factory.add/1.0"), /dotted words/],
    [ep.post("factory"), /dotted words/],
    [ep.post("etpbase.factory.add", { version: "v1" }), /version "v1"/],
    [{ ...ep.get("sc.bid.list"), payload: "body" as const }, /GET "sc.bid.list" cannot carry a body/],
    [ep.get("rest//list"), /must look like "rest\/cart\/list"/],
  ])("rejects %o with a message naming the fix", (endpoint, message) => {
    expect(endpointProblem(endpoint)).toMatch(message);
  });

  it.each([ep.post("etpbase.factory.delete.batch", { batch: true }), ep.get("rest/cart/list")])("accepts %o", (e) => {
    expect(endpointProblem(e)).toBeUndefined();
  });
});
