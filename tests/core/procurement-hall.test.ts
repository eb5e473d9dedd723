import { describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { HALL, HALL_LINE } from "../../src/web/procurement/hall-fields";

describe("the procurement hall's hand-laid fields", () => {
  it("are all read by the public audience of tenders, so none silently disappears from the hall", () => {
    const { fields } = resourceByName("bidOrder").audiences!.public!;
    for (const [role, key] of Object.entries(HALL)) expect(fields, `${role} → ${key}`).toContain(key);
  });

  it("name line fields the goods lines have", () => {
    const lines = resourceByName("bidOrder").fields[HALL.lines]!.lines!;
    for (const [role, key] of Object.entries(HALL_LINE)) expect(Object.keys(lines), `${role} → ${key}`).toContain(key);
  });
});
