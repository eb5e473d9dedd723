import { beforeEach, describe, expect, it, vi } from "vitest";
import { childrenOf } from "../../src/server/regions/china-regions";

// the mall call answered from the server's own region data, as childAreas does
const asked: (string | undefined)[] = [];
vi.mock("../../src/web/mall/api", () => ({
  mallApi: async (key: string, payload: { parentCode?: string }) => {
    expect(key).toBe("childAreas");
    asked.push(payload.parentCode);
    return childrenOf(payload.parentCode)!.map((r) => ({ code: r.code, name: r.name, leaf: r.children.length === 0 }));
  },
}));
const { pathTo } = await import("../../src/web/regions/child-areas");

describe("a region's path in the picker, from its code", () => {
  beforeEach(() => void (asked.length = 0));

  it.each([
    ["370000", ["370000"]],
    ["410100", ["410000", "410100"]],
    ["410102", ["410000", "410100", "410102"]],
    ["110105", ["110000", "110105"]],
    ["419001", ["410000", "419000", "419001"]],
    ["441900", ["440000", "441900"]],
  ])("%s lies at %j", async (code, path) => expect(await pathTo(code)).toEqual(path));

  it("asks for each level once, however many codes pass it", async () => {
    await Promise.all([pathTo("320302"), pathTo("320303"), pathTo("320300")]);
    await pathTo("320305");
    expect(asked.filter((p) => p === "320000")).toHaveLength(1);
    expect(asked.filter((p) => p === "320300")).toHaveLength(1);
  });
});
