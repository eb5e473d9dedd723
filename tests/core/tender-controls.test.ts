import { describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";

/** 挂起 / 恢复 / 结束 of the two notices suppliers answer come from one preset (src/core/flows/tender-controls.ts). */
const notices = [
  ["bidOrder", "bidOffer", "quoting"],
  ["bid", "bidQuote", "bidding"],
] as const;

describe("the tender controls of a notice", () => {
  it.each(notices)(
    "%s: paused with a reason, taken up again, ended; its answerers hear of each",
    (name, answers, open) => {
      const { hang, resume, finish } = resourceByName(name).actions!;
      expect([hang!.from, hang!.to, resume!.from, resume!.to, finish!.to]).toEqual([
        [open],
        "hung",
        ["hung"],
        open,
        "finished",
      ]);
      expect(finish!.from).toEqual(expect.arrayContaining([open, "hung"]));
      expect(hang!.form!.reason!.required).toBe(true);
      expect(hang!.confirm).toBe("挂起后供应商将暂时无法报价，确定挂起吗？");
      for (const [key, a] of Object.entries({ hang, resume, finish })) {
        expect(a!.button).toBe(`${name}:${key}`);
        expect(a!.notify).toMatchObject({ to: { answers } });
      }
    },
  );
});
