import { describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { inShell } from "../../src/core/define-resource";
import { actionPaths } from "../helpers/action-paths";
import { browserEditors, browserMoves, editKinds, moveId, moveKind } from "../helpers/walk-kinds";

const walked = resources.filter(inShell);
const editable = walked.filter((r) => r.endpoints.update && r.endpoints.get);
const editors = browserEditors(walked);
const ownerMoves = walked.flatMap((r) =>
  [...new Set(actionPaths(r).flat())].filter((n) => r.actions![n]!.by === undefined).map((n) => ({ r, n })),
);
const moves = browserMoves(walked);

// The browser walk works one edit screen per new kind of control and one move per kind of move; here we make sure
// that choice leaves no kind out and repeats none, whatever resources come and go.
describe("what the screen walk works in the browser", () => {
  it("edits every kind of control any edit form holds", () => {
    const worked = new Set(editable.filter((r) => editors.has(r.name)).flatMap((r) => [...editKinds(r)]));
    expect(worked).toEqual(new Set(editable.flatMap((r) => [...editKinds(r)])));
  });

  it("edits no screen that brings no kind of control the walk has not edited before", () => {
    const before = new Set<string>();
    for (const r of editable.filter((x) => editors.has(x.name))) {
      expect(
        [...editKinds(r)].some((k) => !before.has(k)),
        r.name,
      ).toBe(true);
      for (const k of editKinds(r)) before.add(k);
    }
  });

  it("makes every kind of the owner's moves through its button, each kind once", () => {
    const made = ownerMoves.filter(({ r, n }) => moves.has(moveId(r, n)));
    expect(new Set(made.map(({ r, n }) => moveKind(r, n)))).toEqual(
      new Set(ownerMoves.map(({ r, n }) => moveKind(r, n))),
    );
    expect(made.length).toBe(new Set(made.map(({ r, n }) => moveKind(r, n))).size);
  });
});
