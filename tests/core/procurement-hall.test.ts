import { describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { HALL } from "../../src/web/procurement/hall-fields";

describe("the procurement hall's hand-laid fields", () => {
  it("are all read by the public audience of tenders, so none silently disappears from the hall", () => {
    const { fields } = resourceByName("bidOrder").audiences!.public!;
    for (const [role, key] of Object.entries(HALL)) expect(fields, `${role} → ${key}`).toContain(key);
  });
});
