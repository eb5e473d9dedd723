import { describe, expect, it } from "vitest";
import { checkResources } from "../../src/core/check-resources";
import { ep } from "../../src/core/endpoint";
import { f } from "../../src/core/fields";
import type { ResourceConfig } from "../../src/core/define-resource";
import { audience, flowing, valid } from "../helpers/formula-resource";

describe("checkResources: action declarations", () => {
  it.each<[string, Partial<ResourceConfig>, string]>([
    [
      "actions without a flow",
      { actions: { go: { label: "执行", endpoint: ep.post("etpbase.formula.go"), from: ["a"], to: "b" } } },
      "declares actions but no flow",
    ],
    [
      "an action picking lines of several rows at once",
      {
        ...flowing,
        fields: { ...flowing.fields, items: f.lines("明细", { n: f.text("原料") }) },
        actions: {
          go: {
            label: "执行",
            endpoint: ep.post("etpbase.formula.go", { batch: true }),
            from: ["draft"],
            to: "open",
            form: { won: f.picks("选用明细", "items") },
          },
        },
      },
      'action "go" picks lines of one row in "won" but runs on several rows',
    ],
    [
      "an action picking lines of no lines field",
      {
        ...flowing,
        actions: {
          go: {
            label: "执行",
            endpoint: ep.post("etpbase.formula.go"),
            from: ["draft"],
            to: "open",
            form: { won: f.picks("选用明细", "name") },
          },
        },
      },
      'picks lines of "name", which is not a lines field of feedFormula',
    ],
    [
      "an action stamping the time on a field that holds no time",
      {
        ...flowing,
        actions: {
          go: {
            label: "执行",
            endpoint: ep.post("etpbase.formula.go"),
            from: ["draft"],
            to: "open",
            stamps: { name: "now" },
          },
        },
      },
      'action "go" stamps "name" with the time but it is a text',
    ],
    [
      "a message linking to no route",
      {
        ...flowing,
        actions: {
          go: {
            label: "执行",
            endpoint: ep.post("etpbase.formula.go"),
            from: ["draft"],
            to: "open",
            notify: { title: "配方已启用", link: "formula/detail" },
          },
        },
      },
      'move "go" notifies with a link that is not a route: "formula/detail"',
    ],
    [
      "an action run by an audience the resource lacks",
      {
        ...flowing,
        actions: {
          go: { label: "执行", endpoint: ep.post("etpbase.formula.go"), from: ["draft"], to: "open", by: "buyer" },
        },
      },
      'action "go" is run by audience "buyer", which feedFormula does not declare',
    ],
    [
      "an action run by a portal-wide audience",
      {
        ...flowing,
        tenant: "enterpriseSystem",
        audiences: { public: audience() },
        actions: {
          go: { label: "执行", endpoint: ep.post("etpbase.formula.go"), from: ["draft"], to: "open", by: "public" },
        },
      },
      "only an ownerOf, platform, person, owner, assignee or partyOf audience may act on rows",
    ],
  ])("rejects %s, naming the file and the fix", (_, over, message) => {
    expect(() => checkResources([valid(over)])).toThrow(`[resources/feed-formula] `);
    expect(() => checkResources([valid(over)])).toThrow(message);
  });

  it("takes an action's when on a count, in whole numbers, and its whenMessage only with a when", () => {
    const flow = { field: "status", initial: "open" };
    const status = f.enum(
      "状态",
      [
        { value: "open", label: "进行中" },
        { value: "closed", label: "已结束" },
      ],
      { readonly: true },
    );
    const fields = { name: f.text("名称"), count: f.int("次数", { readonly: true }), status };
    const action = (extra: object) => ({
      close: { label: "结束", endpoint: ep.post("x.thing.close"), from: ["open"], to: "closed", ...extra },
    });
    expect(() =>
      checkResources([valid({ fields, flow, actions: action({ when: { count: [0] }, whenMessage: "已有次数" }) })]),
    ).not.toThrow();
    expect(() => checkResources([valid({ fields, flow, actions: action({ when: { count: [0.5] } }) })])).toThrow(
      /not a whole number/,
    );
    expect(() => checkResources([valid({ fields, flow, actions: action({ when: { name: ["x"] } }) })])).toThrow(
      /not an enum or int field/,
    );
    expect(() => checkResources([valid({ fields, flow, actions: action({ whenMessage: "已有次数" }) })])).toThrow(
      /whenMessage but no when/,
    );
  });
});
