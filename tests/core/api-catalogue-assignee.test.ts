import { describe, expect, it } from "vitest";
import { endpointAccess } from "../../src/core/api-catalogue";
import { fixture } from "../helpers/fixture-resources";

// The API reference (npm run docs:api) says who may call an assignee audience's reads and moves, and which moves a
// row refuses to the user its column names, from the declaration alone (the fixture's 用款申请).
const registry = fixture.resources;
const request = registry.byName("fxRequest");
const access = (action: string) => endpointAccess(request, action, registry);
const waiting = "(待一级审批 `approver1UserId`, 待二级审批 `approver2UserId`)";

describe("the API reference of an assignee audience and of notBy", () => {
  it("names the rows each state's person reads, with no grant", () => {
    expect(access("audience:approver:list")).toEqual({
      text: `logged in, rows of the caller's enterprise whose column for their state is the caller ${waiting}`,
      login: true,
    });
    expect(access("audience:approver:log").text).toBe(
      `logged in, rows of the caller's enterprise whose column for their state is the caller ${waiting} (no grant)`,
    );
  });

  it("names the person who runs a move, and the user it is refused to", () => {
    expect(access("action:approveFirst").text).toBe(
      `the 审批人 alone, rows of the caller's enterprise whose column for their state is the caller ${waiting} (no grant); refused (422) to the user in \`requesterUserId\``,
    );
    expect(access("action:pay").text).toBe(
      "enterprise administrator only; refused (422) to the user in `requesterUserId`",
    );
  });
});
