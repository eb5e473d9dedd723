import { describe, expect, it } from "vitest";
import { applyBranding, loadSite } from "../../src/web/portal/startup";
import type { Portal } from "../../src/web/portal";
import { fakeHttp, page } from "../helpers/fake-http";

const info = { id: 7, titleCh: "肉羊产业服务平台", icon: "/assets/portal/sheep/icon.svg", openRegistry: false };

describe("start-up: portal first, then its enterprise", () => {
  it("asks getPlatformTypeByUrl with the form body pcurl, then domain, enterprise list and enterprise info of that portal", async () => {
    const f = fakeHttp((req) => {
      if (req.url === "api/member/getPlatformTypeByUrl")
        return { systemId: 64, platformType: "SHEEP", platType: "SHEEP", name: "肉羊产业服务平台", enterpriseId: 7 };
      if (req.url === "agri.portal.domain.get/1.0")
        return { enterpriseId: 7, platType: "SHEEP", systemId: 64, domain: "sheep.localhost", platformPurpose: "0" };
      if (req.url === "agri.enterprise.list/5.0") return page([{ ID: 7, IsDefault: true }]);
      if (req.url === "agri.enterprise.info.get/1.0") return info;
      throw new Error(`unexpected ${req.url}`);
    });
    const seen: Portal[] = [];
    const site = await loadSite(f.http, "agri", "http://sheep.localhost:3000/list?x=1", (p) => seen.push(p));
    expect(seen).toEqual([{ systemId: 64, platformType: "SHEEP", name: "肉羊产业服务平台" }]);
    const first = f.calls[0]!;
    expect(first.method).toBe("POST");
    expect(String(first.data)).toBe("pcurl=http%3A%2F%2Fsheep.localhost%3A3000%2Flist%3Fx%3D1");
    expect(f.calls.map((c) => [c.url, c.params])).toEqual([
      ["api/member/getPlatformTypeByUrl", undefined],
      ["agri.portal.domain.get/1.0", { application_type: "PC", domain: "sheep.localhost" }],
      ["agri.enterprise.list/5.0", { source: 64 }],
      ["agri.enterprise.info.get/1.0", { id: 7 }],
    ]);
    expect(site.enterprise).toEqual(info);
  });

  it("sets the page title and the favicon from the enterprise info", () => {
    applyBranding({
      ...info,
      platformName: "",
      logImageUrl: "",
      twoDimensionalCodeUrl: "",
      footColumns: [],
      customerServiceColumns: [],
      icp: "",
      copyright: "",
      openEnterpriseRegistry: false,
    });
    expect(document.title).toBe("肉羊产业服务平台");
    expect(document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute("href")).toBe(
      "/assets/portal/sheep/icon.svg",
    );
  });
});
