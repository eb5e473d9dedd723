import { describe, expect, it } from "vitest";
import { checkResources } from "../../src/core/check-resources";
import { ep } from "../../src/core/endpoint";
import { f } from "../../src/core/fields";
import { audience, flowing, valid } from "../helpers/formula-resource";

// A person audience (an invitation read by the person invited): the person is the server's to find by a phone field,
// and answers on a personal page.
describe("person audiences in the declaration checks", () => {
  it.each([
    [
      "a person audience whose person a form could set",
      {
        ...flowing,
        fields: { ...flowing.fields, phone: f.phone("手机号"), userId: f.int("用户") },
        audiences: {
          invitee: audience({
            person: { column: "userId", phone: "phone", prompt: "邀请", path: "/personal/formula" },
          }),
        },
      },
      'person.column "userId" is a field',
    ],
    [
      "a person audience that names the person by no phone",
      {
        ...flowing,
        audiences: {
          invitee: audience({ person: { column: "userId", phone: "name", prompt: "邀请", path: "/personal/formula" } }),
        },
      },
      'person.phone "name" must name a phone field',
    ],
    [
      "a person audience named by a phone that may be a landline",
      {
        ...flowing,
        fields: { ...flowing.fields, phone: f.phone("手机号") },
        audiences: {
          invitee: audience({
            person: { column: "userId", phone: "phone", prompt: "邀请", path: "/personal/formula" },
          }),
        },
      },
      'person.phone "phone" must be declared { mobile: true }',
    ],
    [
      "a person audience answered outside the personal centre",
      {
        ...flowing,
        fields: { ...flowing.fields, phone: f.phone("手机号") },
        audiences: {
          invitee: audience({
            person: { column: "userId", phone: "phone", prompt: "邀请", path: "/tendering/formula" },
          }),
        },
      },
      "must lie in the personal centre",
    ],
  ])("rejects %s, naming the file and the fix", (_, over, message) => {
    expect(() => checkResources([valid(over)])).toThrow(`[resources/feed-formula] `);
    expect(() => checkResources([valid(over)])).toThrow(message);
  });

  it("accepts a person audience on an enterprise's own rows, whose actions the person runs", () => {
    const over = {
      ...flowing,
      fields: { ...flowing.fields, phone: f.phone("手机号", { mobile: true }) },
      audiences: {
        invitee: audience({ person: { column: "userId", phone: "phone", prompt: "邀请", path: "/personal/formula" } }),
      },
      actions: {
        go: {
          label: "接受",
          endpoint: ep.post("etpbase.formula.go"),
          from: ["open"],
          to: "draft",
          by: "invitee",
          notify: { title: "{title}已接受" },
        },
      },
    };
    expect(() => checkResources([valid(over)])).not.toThrow();
  });
});
