import { describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { canTransition } from "../../src/core/flows/transition";
import { actionPaths } from "../helpers/action-paths";
import { startOf } from "../helpers/row-makers";

// The generated browser walk runs these paths; here we make sure they are legal and miss no action.
describe("action paths of the generated walk", () => {
  it.each(resources.filter((r) => r.actions).map((r) => [r.name, r] as const))(
    "%s: legal from a fresh row and covering every action",
    (_n, r) => {
      const paths = actionPaths(r);
      for (const path of paths) {
        let state = startOf(r, path);
        for (const name of path) {
          expect(canTransition(r, name, state), `${name} from ${state}`).toBe(true);
          state = r.actions![name]!.to;
        }
      }
      // every action the row's owner presses; those an audience runs (中标) are walked on that audience's screens
      const owners = Object.entries(r.actions!)
        .filter(([, a]) => a.by === undefined)
        .map(([name]) => name);
      expect(new Set(paths.flat().filter((n) => r.actions![n]!.by === undefined))).toEqual(new Set(owners));
    },
  );
});
