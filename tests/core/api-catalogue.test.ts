import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { apiCatalogue } from "../../src/core/api-catalogue";

describe("docs/api.md", () => {
  it("matches the resources (run npm run docs:api after changing one)", () => {
    const onDisk = readFileSync(new URL("../../docs/api.md", import.meta.url), "utf8");
    expect(onDisk).toBe(apiCatalogue(resources));
  });

  it("lists every endpoint under /gw with the product prefix", () => {
    const doc = apiCatalogue(resources);
    expect(doc).toContain("| 分页列表 | POST | `/gw/agri.etpbase.factory.page.list/1.0` | body | menu `/tendering/factory` |");
    expect(doc).toContain("| 删除 | POST | `/gw/agri.etpbase.factory.delete.batch/1.0` | body (ids) | button `factory:delete` |");
  });
});
