import { describe, expect, it } from "vitest";
import { checkResources } from "../../src/core/check-resources";
import { ep } from "../../src/core/endpoint";
import { f } from "../../src/core/fields";
import type { ResourceConfig } from "../../src/core/define-resource";
import { flowing, valid } from "../helpers/formula-resource";

describe("checkResources: flow declarations", () => {
  it.each<[string, Partial<ResourceConfig>, string]>([
    [
      "an edit moving the row to no state",
      {
        ...flowing,
        endpoints: { list: ep.post("etpbase.formula.list"), update: ep.post("etpbase.formula.update") },
        flow: { field: "state", initial: "draft", edited: "gone" },
      },
      'flow.edited state "gone" is not an option',
    ],
    [
      "a timed move over a field that holds no time",
      {
        ...flowing,
        flow: {
          field: "state",
          initial: "draft",
          timed: [{ name: "lapse", label: "过期", field: "state", from: ["draft"], to: "draft" }],
        },
      },
      'flow.timed "lapse": "state" must be a date or datetime field',
    ],
    [
      "an action diverted into no state",
      {
        ...flowing,
        actions: {
          publish: {
            label: "发布",
            endpoint: ep.post("etpbase.formula.publish"),
            from: ["draft"],
            to: "open",
            divert: { to: "gone", move: "submitReview", label: "提交审核", says: "已提交审核" },
          },
        },
      },
      'action "publish" divert state "gone" is not an option',
    ],
    [
      "an action diverted under another action's name, whose notices would go out",
      {
        ...flowing,
        actions: {
          publish: {
            label: "发布",
            endpoint: ep.post("etpbase.formula.publish"),
            from: ["draft"],
            to: "open",
            divert: { to: "draft", move: "withdraw", label: "提交审核", says: "已提交审核" },
          },
          withdraw: { label: "撤回", endpoint: ep.post("etpbase.formula.withdraw"), from: ["open"], to: "draft" },
        },
      },
      'action "publish" diverts as move "withdraw", which is an action\'s name',
    ],
    [
      "a timed move into no state",
      {
        ...flowing,
        fields: { ...flowing.fields, until: f.datetime("有效期至") },
        flow: {
          field: "state",
          initial: "draft",
          timed: [{ name: "lapse", label: "过期", field: "until", from: ["draft"], to: "gone" }],
        },
      },
      'flow.timed "lapse" to state "gone" is not an option',
    ],
    [
      "a timed move via a field that is no ref",
      {
        ...flowing,
        fields: { ...flowing.fields, until: f.datetime("有效期至") },
        flow: {
          field: "state",
          initial: "draft",
          timed: [{ name: "lapse", label: "过期", field: "until", via: "name", from: ["draft"], to: "draft" }],
        },
      },
      'flow.timed "lapse" goes via "name", which is not a ref field',
    ],
    [
      "a timed move without a label",
      {
        ...flowing,
        fields: { ...flowing.fields, until: f.datetime("有效期至") },
        flow: {
          field: "state",
          initial: "draft",
          timed: [{ name: "lapse", label: "", field: "until", from: ["draft"], to: "draft" }],
        },
      },
      'flow.timed "lapse" has no label',
    ],
    [
      "a timed move named as an action",
      {
        ...flowing,
        fields: { ...flowing.fields, until: f.datetime("有效期至") },
        actions: { lapse: { label: "作废", endpoint: ep.post("etpbase.formula.lapse"), from: ["draft"], to: "draft" } },
        flow: {
          field: "state",
          initial: "draft",
          timed: [{ name: "lapse", label: "过期", field: "until", from: ["draft"], to: "draft" }],
        },
      },
      'flow.timed "lapse" has the name of an action',
    ],
    [
      "a later time of a field the form does not ask",
      {
        ...flowing,
        fields: { ...flowing.fields, until: f.datetime("有效期至") },
        actions: {
          extend: {
            label: "延期",
            endpoint: ep.post("etpbase.formula.extend"),
            from: ["draft"],
            to: "draft",
            later: ["until"],
          },
        },
      },
      'action "extend" wants "until" later',
    ],
    [
      "an edit deadline on a field that holds no time",
      { ...flowing, flow: { field: "state", initial: "draft", editableUntil: "state" } },
      'flow.editableUntil "state" must be a datetime field',
    ],
    [
      "an edit deadline a new row may already have passed",
      {
        ...flowing,
        fields: { ...flowing.fields, startsAt: f.datetime("开始时间") },
        flow: { field: "state", initial: "draft", editableUntil: "startsAt" },
      },
      'flow.editableUntil "startsAt" must be future',
    ],
    [
      "an edit moving a row that cannot be edited",
      { ...flowing, flow: { field: "state", initial: "draft", edited: "draft" } },
      "flow.edited moves an edited row, but feedFormula has no update endpoint",
    ],
  ])("rejects %s, naming the file and the fix", (_, over, message) => {
    expect(() => checkResources([valid(over)])).toThrow(`[resources/feed-formula] `);
    expect(() => checkResources([valid(over)])).toThrow(message);
  });

  it("rejects a flow state that is not an option", () => {
    const r = valid({
      fields: { name: f.text("名"), status: f.enum("状态", [{ value: "draft", label: "草稿" }], { readonly: true }) },
      flow: { field: "status", initial: "draft" },
      actions: { go: { label: "发布", endpoint: ep.post("etpbase.formula.go"), from: ["draft"], to: "live" } },
    });
    expect(() => checkResources([r])).toThrow('action "go" to state "live" is not an option of "status"');
  });
});
