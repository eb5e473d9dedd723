import { describe, expect, it } from "vitest";
import { endpointAccess, endpointLabel } from "../../src/core/api-catalogue";
import { catalogueOf } from "../../src/core/permissions";
import { catalogueTree } from "../../src/server/portal/catalogue-tree";
import { fixture } from "../helpers/fixture-resources";

// The API reference (npm run docs:api) says who may call a partyOf audience's reads, moves and row download, from the
// declaration alone (the fixture's 对账单).
const registry = fixture.resources;
const statement = registry.byName("fxStatement");
const access = (action: string) => endpointAccess(statement, action, registry).text;
const rows = "rows whose `buyerEnterpriseId` is the caller's enterprise, on the caller's portal";

describe("the API reference of a partyOf audience and of exportRow", () => {
  it("names the party's menu and the rows naming its enterprise, for its reads and its download", () => {
    expect(access("audience:buyer:list")).toBe(`menu \`/tendering/fx/statement\`, ${rows}, in 待确认/已确认/有异议`);
    expect(access("audience:buyer:exportRow")).toBe(access("audience:buyer:get"));
    expect(access("audience:buyer:log")).toBe(`menu \`/tendering/fx/statement\`, ${rows}`);
    expect(endpointLabel(statement, "audience:buyer:exportRow")).toBe("采购方单据导出 xlsx（表头与明细）");
  });

  it("names the party's button for its moves, and the seller's menu for the seller's download", () => {
    expect(access("action:confirm")).toBe(
      `button \`fx:statement:confirm\`, run by the 采购方 on rows it reads (${rows}, with menu \`/tendering/fx/statement\`)`,
    );
    expect(access("exportRow")).toBe("menu `/manage/fx/statement`");
  });
});

describe("the grants a partyOf audience offers", () => {
  it("offers the party's menu and its moves' buttons in the party's shell, where the owner's shell is not offered", () => {
    // TJ offers no seller center (manage), where the statement is kept, but its buyers' tendering shell
    const tj = catalogueOf(registry.resources, "TJ");
    expect(tj.menus).toContain("/tendering/fx/statement");
    expect(tj.menus).not.toContain("/manage/fx/statement");
    expect(tj.buttons).toEqual(expect.arrayContaining(["fx:statement:confirm", "fx:statement:dispute"]));
  });

  it("lists the party's entry with its buttons in the role editor, apart from the owner's", () => {
    const tree = catalogueTree(registry.resources, "YYN", { admin: false, menus: [], buttons: [] });
    expect(tree.find((n) => n.path === "/tendering/fx/statement")).toMatchObject({
      label: "我的对账单",
      shell: "tendering",
      buttons: [
        { code: "fx:statement:confirm", label: "确认", held: false },
        { code: "fx:statement:dispute", label: "提出异议", held: false },
      ],
    });
    expect(tree.find((n) => n.path === "/manage/fx/statement")!.buttons).toEqual([]);
  });
});
