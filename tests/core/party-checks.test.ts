import { describe, expect, it } from "vitest";
import { checkResources } from "../../src/core/check-resources";
import { ep } from "../../src/core/endpoint";
import { f } from "../../src/core/fields";
import { audience, valid } from "../helpers/formula-resource";

// A partyOf audience (the enterprise a row names: a statement's buyer) and exportRow (one row with its lines as xlsx),
// as the declaration checks see them.
const statement = {
  tenant: "enterpriseSystem" as const,
  fields: {
    name: f.text("账期"),
    buyerEnterpriseId: f.int("采购企业"),
    note: f.text("说明"),
    state: f.enum("状态", [
      { value: "issued", label: "待确认" },
      { value: "confirmed", label: "已确认" },
    ]),
    lines: f.lines("对账明细", { refNo: f.text("单号") }),
  },
  flow: { field: "state", initial: "issued" },
};
const menu = { path: "/tendering/statement", shell: "tendering" as const, order: 2 };
const buyer = (over = {}) =>
  audience({ states: ["issued", "confirmed"], fields: ["name", "lines"], partyOf: "buyerEnterpriseId", menu, ...over });
const download = ep.get("etpbase.formula.download");

describe("partyOf audiences and exportRow in the declaration checks", () => {
  it.each([
    ["a party named in a text field", { audiences: { buyer: buyer({ partyOf: "note" }) } }, 'partyOf "note" is a text'],
    [
      "a party named in a column no field or server column convention holds",
      { audiences: { buyer: buyer({ partyOf: "buyer" }) } },
      'partyOf "buyer" is no field',
    ],
    ["a party with no menu to grant", { audiences: { buyer: buyer({ menu: undefined }) } }, "needs a menu"],
    [
      "a party reading from the owner's own list",
      { audiences: { buyer: buyer({ menu: { ...menu, path: "/tendering/formula" } }) } },
      "must be a route of its own",
    ],
    ["a menu on an audience nobody names", { audiences: { buyer: buyer({ partyOf: undefined }) } }, "no partyOf"],
    [
      "a party also read by the whole portal anonymously",
      { audiences: { buyer: buyer({ anonymous: true }) } },
      "cannot be anonymous",
    ],
    [
      "a party of rows no enterprise owns",
      { tenant: "system" as const, audiences: { buyer: buyer() } },
      'use tenant "enterprise" or "enterpriseSystem"',
    ],
    [
      "a row download with no detail beside it",
      { endpoints: { list: ep.post("etpbase.formula.list"), exportRow: download } },
      "endpoints.exportRow needs endpoints.get",
    ],
    [
      "an audience's row download of an audience that reads no lines",
      {
        audiences: { buyer: buyer({ fields: ["name"], endpoints: { ...audience().endpoints, exportRow: download } }) },
      },
      'audience "buyer" endpoints.exportRow writes a row and its lines',
    ],
  ])("rejects %s, naming the file and the fix", (_, over, message) => {
    const config = valid({ ...statement, ...over });
    expect(() => checkResources([config])).toThrow(`[resources/feed-formula] `);
    expect(() => checkResources([config])).toThrow(message);
  });

  it("accepts a statement its buyer enterprise reads from its menu and downloads, on an enterprise's rows too", () => {
    const endpoints = { ...audience().endpoints, exportRow: download };
    expect(() => checkResources([valid({ ...statement, audiences: { buyer: buyer({ endpoints }) } })])).not.toThrow();
    expect(() =>
      checkResources([valid({ ...statement, tenant: "enterprise", audiences: { buyer: buyer() } })]),
    ).not.toThrow();
  });
});
