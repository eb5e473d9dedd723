import { describe, expect, it } from "vitest";
import { checkResources } from "../../src/core/check-resources";
import type { ActionDef } from "../../src/core/action";
import { ep } from "../../src/core/endpoint";
import { f } from "../../src/core/fields";
import { audience, valid } from "../helpers/formula-resource";

// An assignee audience (the person of the enterprise each state waits for: an approval's approvers) and an action
// refused to the user a column names (nobody approves their own), as the declaration checks see them.
const twoLevels = {
  fields: {
    name: f.text("配方名称"),
    note: f.text("说明"),
    state: f.enum("状态", [
      { value: "waiting1", label: "待一级审批" },
      { value: "waiting2", label: "待二级审批" },
      { value: "approved", label: "已通过" },
    ]),
  },
  flow: { field: "state", initial: "waiting1" },
};
const byState = { waiting1: "approver1UserId", waiting2: "approver2UserId" };
const approver = (over = {}) => audience({ states: ["waiting1", "waiting2"], assignee: { byState }, ...over });
const approve = (over: Partial<ActionDef> = {}): ActionDef => ({
  label: "审批通过",
  endpoint: ep.post("etpbase.formula.approve"),
  from: ["waiting1"],
  to: "waiting2",
  by: "approver",
  notBy: "requesterUserId",
  ...over,
});

describe("assignee audiences and notBy in the declaration checks", () => {
  it.each([
    [
      "a state read that names nobody",
      { ...twoLevels, audiences: { approver: approver({ assignee: { byState: { waiting1: "approver1UserId" } } }) } },
      'reads state "waiting2" but byState names nobody for it',
    ],
    [
      "a person named for a state the audience does not read",
      { ...twoLevels, audiences: { approver: approver({ states: ["waiting1"] }) } },
      'byState names "approver2UserId" for "waiting2", which is not one of its states',
    ],
    [
      "a person named in a field a form fills",
      { ...twoLevels, audiences: { approver: approver({ assignee: { byState: { ...byState, waiting2: "note" } } }) } },
      'byState.waiting2 "note" is a field',
    ],
    [
      "an assignee also read by the owner of a ref",
      { ...twoLevels, audiences: { approver: approver({ ownerOf: "name" }) } },
      "cannot also be read by anyone else",
    ],
    [
      "an assignee on rows of no enterprise",
      { ...twoLevels, tenant: "system" as const, audiences: { approver: approver() } },
      'use tenant "enterprise" or "enterpriseSystem"',
    ],
    [
      "an action refused to the user in a text field",
      { ...twoLevels, audiences: { approver: approver() }, actions: { approve: approve({ notBy: "note" }) } },
      'action "approve" is refused to the user in "note", a text field',
    ],
    [
      "words for a refusal no column makes",
      {
        ...twoLevels,
        audiences: { approver: approver() },
        actions: { approve: approve({ notBy: undefined, notByMessage: "不能审批自己的" }) },
      },
      'action "approve" has a notByMessage but no notBy',
    ],
  ])("rejects %s, naming the file and the fix", (_, over, message) => {
    expect(() => checkResources([valid(over)])).toThrow(`[resources/feed-formula] `);
    expect(() => checkResources([valid(over)])).toThrow(message);
  });

  it("accepts an enterprise's approval read by each level's approver, who runs its moves but not on their own", () => {
    const over = { ...twoLevels, audiences: { approver: approver() }, actions: { approve: approve() } };
    expect(() => checkResources([valid(over)])).not.toThrow();
  });
});
