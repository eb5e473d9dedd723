import { describe, expect, it } from "vitest";
import { checkResources } from "../../src/core/check-resources";
import { ep } from "../../src/core/endpoint";
import { f } from "../../src/core/fields";
import type { AudienceCreateDef } from "../../src/core/user-rows";
import { audience, flowing, valid } from "../helpers/formula-resource";

// An owner audience (a person's own rows in a resource another party keeps, such as a buyer's after-sale): read on the
// portal they were made on, created against a row the person owns, filling the fields the declaration names.
const portalWide = {
  ...flowing,
  tenant: "enterpriseSystem" as const,
  fields: { ...flowing.fields, orderId: f.ref("订单", "feedFormula"), note: f.text("说明", { readonly: true }) },
};
const create = (over: Partial<AudienceCreateDef> = {}): AudienceCreateDef => ({
  endpoint: ep.post("etpbase.formula.apply"),
  label: "申请",
  submit: "提交申请",
  from: "orderId",
  ownedBy: "buyerUserId",
  fields: ["note"],
  read: ep.get("etpbase.formula.order"),
  ...over,
});
const owner = { column: "buyerUserId" };
const readable = { where: { state: ["open"] } };
const fromReadable = (r: AudienceCreateDef["readable"]) => create({ ownedBy: undefined, readable: r });

describe("owner audiences in the declaration checks", () => {
  it.each([
    [
      "an owner audience on rows of no portal",
      { ...portalWide, tenant: "enterprise" as const, audiences: { buyer: audience({ owner }) } },
      'use tenant "enterpriseSystem"',
    ],
    [
      "a create with no owner to give the row to",
      { ...portalWide, audiences: { buyer: audience({ create: create() }) } },
      "declare owner",
    ],
    [
      "a create from a field that is no ref",
      { ...portalWide, audiences: { buyer: audience({ owner, create: create({ from: "name" }) }) } },
      'create.from "name" must name a ref field',
    ],
    [
      "a create filling a field the resource lacks",
      { ...portalWide, audiences: { buyer: audience({ owner, create: create({ fields: ["note", "price"] }) }) } },
      'create field "price" is not a field',
    ],
    [
      "a create both copying and asking one field",
      { ...portalWide, audiences: { buyer: audience({ owner, create: create({ copies: { note: "remark" } }) }) } },
      'copies "note", which the caller also fills',
    ],
    [
      "a create that says both whose rows it starts from",
      { ...portalWide, audiences: { buyer: audience({ owner, create: create({ readable }) }) } },
      "ownedBy (the caller's own) or readable (another party's)",
    ],
    [
      "a create that says neither whose rows it starts from",
      { ...portalWide, audiences: { buyer: audience({ owner, create: create({ ownedBy: undefined }) }) } },
      "ownedBy (the caller's own) or readable (another party's)",
    ],
    [
      "a readable source named by a field the source lacks",
      { ...portalWide, audiences: { buyer: audience({ owner, create: fromReadable({ where: { colour: "红" } }) }) } },
      'create.readable.where "colour" is not a field of feedFormula',
    ],
    [
      "a readable source in a state the source has not",
      {
        ...portalWide,
        audiences: { buyer: audience({ owner, create: fromReadable({ where: { state: ["closed"] } }) }) },
      },
      'create.readable.where "state" value "closed" is not one of its options',
    ],
    [
      "a readable source acting for the enterprise a row was made for",
      {
        ...portalWide,
        audiences: { buyer: audience({ owner, create: { ...fromReadable(readable), identity: "buyerEnterpriseId" } }) },
      },
      "names no identity",
    ],
    [
      "a chosen line from a field of the source that holds no lines",
      {
        ...portalWide,
        audiences: {
          buyer: audience({ owner, create: create({ choose: { field: "note", lines: "name", label: "spec" } }) }),
        },
      },
      'create.choose lines "name" is not a lines field of feedFormula',
    ],
    [
      "a chosen line taken into a field the resource lacks",
      {
        ...portalWide,
        audiences: {
          buyer: audience({ owner, create: create({ choose: { field: "skuId", lines: "name", label: "spec" } }) }),
        },
      },
      'create.choose field "skuId" is not a field of feedFormula',
    ],
    [
      "a snapshot of a field that is no ref",
      {
        ...portalWide,
        audiences: { buyer: audience({ owner, create: create({ snapshot: { note: { name: "name" } } }) }) },
      },
      'create.snapshot "note" must name a ref field',
    ],
    [
      "a snapshot of a ref the caller does not pick",
      {
        ...portalWide,
        fields: { ...portalWide.fields, pickId: f.ref("配方", "feedFormula") },
        audiences: { buyer: audience({ owner, create: create({ snapshot: { pickId: { name: "name" } } }) }) },
      },
      '"pickId" is not a field the caller fills',
    ],
    [
      "a snapshot copying a field the picked row lacks",
      {
        ...portalWide,
        fields: { ...portalWide.fields, pickId: f.ref("配方", "feedFormula") },
        audiences: {
          buyer: audience({
            owner,
            create: create({ fields: ["note", "pickId"], snapshot: { pickId: { name: "colour" } } }),
          }),
        },
      },
      'copies "colour", which is not a field of feedFormula',
    ],
    [
      "a snapshot into a field the caller also fills",
      {
        ...portalWide,
        fields: { ...portalWide.fields, pickId: f.ref("配方", "feedFormula") },
        audiences: {
          buyer: audience({
            owner,
            create: create({ fields: ["note", "pickId"], snapshot: { pickId: { note: "name" } } }),
          }),
        },
      },
      'copies into "note", which the caller also fills',
    ],
    [
      "a purchase grant on a move no owner makes",
      {
        ...portalWide,
        actions: {
          publish: {
            label: "发布",
            endpoint: ep.post("etpbase.formula.publish"),
            from: ["draft"],
            to: "open",
            grant: "pay" as const,
          },
        },
      },
      'action "publish" names a purchase grant',
    ],
    [
      "an owner link naming a field the owner does not read",
      {
        ...portalWide,
        audiences: { buyer: audience({ owner: { ...owner, links: { x: { label: "看", href: "/a?id=:note" } } } }) },
      },
      'owner link "x" puts ":note" in its href, which the audience does not read',
    ],
  ])("rejects %s, naming the file and the fix", (_, over, message) => {
    expect(() => checkResources([valid(over)])).toThrow(`[resources/feed-formula] `);
    expect(() => checkResources([valid(over)])).toThrow(message);
  });

  it("accepts an owner audience that creates against the person's own row and runs its own moves", () => {
    const over = {
      ...portalWide,
      audiences: { buyer: audience({ owner, create: create({ copies: { name: "buyerName" } }) }) },
      actions: {
        withdraw: {
          label: "撤销",
          endpoint: ep.post("etpbase.formula.withdraw"),
          from: ["open"],
          to: "draft",
          by: "buyer",
        },
      },
    };
    expect(() => checkResources([valid(over)])).not.toThrow();
  });

  it("accepts a create from rows of another party the caller may read, with a link the owner's detail opens", () => {
    const links = { look: { label: "查看", href: "/a?id=:orderId", when: { state: ["open"] } } };
    const over = {
      ...portalWide,
      audiences: {
        buyer: audience({
          fields: ["name", "orderId", "state"],
          owner: { ...owner, links },
          create: fromReadable(readable),
        }),
      },
    };
    expect(() => checkResources([valid(over)])).not.toThrow();
  });
});
