import { describe, expect, it } from "vitest";
import { checkResources } from "../../src/core/check-resources";
import { f } from "../../src/core/fields";
import type { ResourceConfig } from "../../src/core/define-resource";
import { audience, flowing, valid } from "../helpers/formula-resource";

describe("checkResources: audience declarations", () => {
  it.each<[string, Partial<ResourceConfig>, string]>([
    [
      "an audience without a flow",
      { tenant: "enterpriseSystem", audiences: { public: audience() } },
      'audience "public" needs a flow',
    ],
    [
      "an audience filtered on a field that is no enum",
      { ...flowing, tenant: "enterpriseSystem", audiences: { public: audience({ where: { name: ["a"] } }) } },
      'audience "public" where "name" must name an enum field',
    ],
    [
      "an audience filtered on a value no option holds",
      { ...flowing, tenant: "enterpriseSystem", audiences: { public: audience({ where: { state: ["gone"] } }) } },
      'where "state" value "gone" is not one of its options',
    ],
    [
      "an invitation held in a field that lists no rows",
      { ...flowing, tenant: "enterpriseSystem", audiences: { public: audience({ inviteOnly: "name" }) } },
      'inviteOnly "name" must name a refs field',
    ],
    [
      "an audience that reads who else is invited",
      {
        ...flowing,
        fields: { ...flowing.fields, guests: f.refs("邀请企业", "feedFormula") },
        tenant: "enterpriseSystem",
        audiences: { public: audience({ inviteOnly: "guests", fields: ["name", "guests"] }) },
      },
      "reads its inviteOnly field",
    ],
    [
      "an audience of enterprise-only rows",
      { ...flowing, audiences: { public: audience() } },
      'audience "public": rows read beyond their enterprise must belong to a portal',
    ],
    [
      "an audience state the flow lacks",
      { ...flowing, tenant: "enterpriseSystem", audiences: { public: audience({ states: ["sold"] }) } },
      'audience "public" state "sold"',
    ],
    [
      "an audience field that does not exist",
      { ...flowing, tenant: "enterpriseSystem", audiences: { public: audience({ fields: ["name", "cost"] }) } },
      'audience "public" field "cost"',
    ],
    [
      "an audience without the title",
      { ...flowing, tenant: "enterpriseSystem", audiences: { public: audience({ fields: ["state"] }) } },
      'must read the title field "name"',
    ],
    [
      "an audience sorted by a field it cannot read",
      {
        ...flowing,
        tenant: "enterpriseSystem",
        sort: { field: "state", order: "asc" },
        audiences: { public: audience() },
      },
      'does not read "state", the default sort',
    ],
    [
      "an audience page without the id",
      { ...flowing, tenant: "enterpriseSystem", audiences: { public: audience({ page: "/formula/detail" }) } },
      "must be a route with :id",
    ],
    [
      "an ownerOf audience on no ref",
      { ...flowing, tenant: "enterpriseSystem", audiences: { buyer: audience({ ownerOf: "name" }) } },
      'ownerOf "name" must name a ref field',
    ],
    [
      "a seal on a field that does not exist",
      {
        ...flowing,
        fields: { ...flowing.fields, baseId: f.ref("基础配方", "feedFormula") },
        tenant: "enterpriseSystem",
        audiences: {
          buyer: audience({
            ownerOf: "baseId",
            fields: ["name", "baseId"],
            sealed: { fields: ["cost"], ref: "baseId", open: { state: ["open"] } },
          }),
        },
      },
      'seals "cost", which is not a field',
    ],
    [
      "a seal whose opening row the audience does not read",
      {
        ...flowing,
        fields: { ...flowing.fields, baseId: f.ref("基础配方", "feedFormula") },
        tenant: "enterpriseSystem",
        audiences: {
          buyer: audience({
            ownerOf: "baseId",
            sealed: { fields: ["name"], ref: "baseId", open: { state: ["open"] } },
          }),
        },
      },
      "does not read it",
    ],
    [
      "a seal that nothing opens",
      {
        ...flowing,
        fields: { ...flowing.fields, baseId: f.ref("基础配方", "feedFormula") },
        tenant: "enterpriseSystem",
        audiences: {
          buyer: audience({
            ownerOf: "baseId",
            fields: ["name", "baseId"],
            sealed: { fields: ["name"], ref: "baseId" },
          }),
        },
      },
      "seals with nothing that opens them",
    ],
    [
      "a platform audience that is also an owner's",
      {
        ...flowing,
        tenant: "enterpriseSystem",
        fields: { ...flowing.fields, baseId: f.ref("基础配方", "feedFormula") },
        audiences: {
          ops: audience({
            ownerOf: "baseId",
            platform: { path: "/operation/formula", label: "配方审核", group: "审核管理" },
          }),
        },
      },
      "is read by the platform and by the owner",
    ],
    [
      "a platform audience outside the operator console",
      {
        ...flowing,
        tenant: "enterpriseSystem",
        audiences: {
          ops: audience({ platform: { path: "/tendering/formula", label: "配方审核", group: "审核管理" } }),
        },
      },
      "must lie in the operator console",
    ],
  ])("rejects %s, naming the file and the fix", (_, over, message) => {
    expect(() => checkResources([valid(over)])).toThrow(`[resources/feed-formula] `);
    expect(() => checkResources([valid(over)])).toThrow(message);
  });

  it("accepts a resource read by a public audience", () => {
    expect(() =>
      checkResources([
        valid({
          ...flowing,
          tenant: "enterpriseSystem",
          audiences: { public: audience({ page: "/tendering/formula/open?id=:id" }) },
        }),
      ]),
    ).not.toThrow();
  });
});
