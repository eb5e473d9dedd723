import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { declaredNotices, hasOtherParty, noticesOf } from "../../src/core/notify";

/**
 * Every hand-off is announced (docs/flows.md "Who is told"): read from the declarations, so a new cross-party
 * action or timed move fails here until it says whom it tells, and a told party hears the webhook event too.
 */
const handOffs = resources.flatMap((r) => [
  ...Object.entries(r.actions ?? {})
    .filter(([, a]) => a.by !== undefined || hasOtherParty(r))
    .map(([name, a]) => [`${r.name}.${name} (${a.label}${a.by ? `, by ${a.by}` : ""})`, r, name] as const),
  // time is the platform's move: somebody has to hear of it
  ...(r.flow?.timed ?? []).map(
    (timed) => [`${r.name}.${timed.name} (${timed.label}, by time)`, r, timed.name] as const,
  ),
]);

describe("a move between parties tells someone", () => {
  it("finds hand-offs to check", () => expect(handOffs.length).toBeGreaterThan(20));
  it.each(handOffs)("%s declares notify", (_, r, move) => {
    expect(
      noticesOf(r, move),
      `${r.name}.${move}: add notify (src/core/notify.ts) naming the other party`,
    ).not.toHaveLength(0);
  });
});

const withEvents = resources
  .filter((r) => r.events)
  .flatMap((r) =>
    declaredNotices(r).flatMap(([move, notices]) =>
      notices.map((n) => [`${r.name}.${move} → ${JSON.stringify(n.to ?? "owner")}`, r, move, n] as const),
    ),
  );

describe("a told party also hears the move's webhook event", () => {
  it.each(withEvents)("%s", (_, r, move, n) => {
    expect(
      r.events!.moves[move],
      `${r.name}.${move} notifies but raises no event: add it to events.moves`,
    ).toBeDefined();
    const to = n.to ?? "owner";
    if (to === "owner") return;
    // the event reaches the ref's owner through alsoTo, a named party (or the person's enterprise) through party
    if ("ref" in to)
      expect(r.events!.alsoTo, `${r.name}: the owner of ${to.ref} is told, so events.alsoTo must be "${to.ref}"`).toBe(
        to.ref,
      );
    else if ("answers" in to)
      expect(
        r.events!.answeredBy,
        `${r.name}: the parties answering with ${to.answers} are told, so events.answeredBy must be "${to.answers}"`,
      ).toBe(to.answers);
    else
      expect(r.events!.party, `${r.name}: the buyer is told, so events.party must name its enterprise`).toBeDefined();
    if ("party" in to) expect(r.events!.party).toBe(to.party);
  });
});

// docs/flows.md "Who is told": a developer reads there who hears of each move, so it must not lag behind resources/
const section = readFileSync(new URL("../../docs/flows.md", import.meta.url), "utf8").split("## Who is told")[1] ?? "";
const rowsOf = (name: string) =>
  section.split("\n").filter((l) => l.startsWith("| ") && l.split("|")[1]!.includes(name));

describe("docs/flows.md lists who is told", () => {
  it.each(resources.filter((r) => declaredNotices(r).length).map((r) => [r.name, r] as const))("%s", (_, r) => {
    expect(rowsOf(r.name), `add ${r.name} to the table under "Who is told"`).not.toHaveLength(0);
    if (!hasOtherParty(r) && !r.flow?.timed?.length) return;
    for (const [move] of declaredNotices(r))
      expect(
        rowsOf(r.name).some((l) => new RegExp(`\\b${move}\\b`).test(l.split("|")[2]!)),
        `${r.name}.${move} is not in the table`,
      ).toBe(true);
  });
});
