import type { Resource } from "../../src/core/define-resource";
import { routeTo } from "../../src/core/flows/transition";

type State = string | number;

/**
 * Runs of named actions, each from a fresh row in the flow's initial state, that together take every
 * action of the row's owner at least once. Throws when an action can never be reached, which is a flow a user cannot use.
 */
export function actionPaths(r: Resource): string[][] {
  const actions = r.actions ?? {};
  if (!r.flow || !Object.keys(actions).length) return [];
  // rows made elsewhere (a buyer's order) are made in the state each action starts from: one action a run
  if (!r.endpoints.create)
    return Object.keys(actions)
      .filter((n) => actions[n]!.by === undefined)
      .map((n) => [n]);
  // the owner's actions are the ones to cover; a path may pass through another party's (the supplier ships
  // before the purchaser receives), which the walk has that party run
  const left = new Set(Object.keys(actions).filter((n) => actions[n]!.by === undefined));
  const paths: string[][] = [];
  // from `start`, the actions left that can follow one another, each shortest route first
  const walk = (start: State) => {
    let state = start;
    const path: string[] = [];
    for (;;) {
      const targets = [...new Set([...left].flatMap((n) => actions[n]!.from))];
      const next = targets
        .map((s) => routeTo(r, state, s))
        .filter((p) => p !== undefined)
        .sort((a, b) => a.length - b.length)[0];
      if (!next) break;
      for (const step of next) {
        path.push(step);
        left.delete(step);
      }
      state = next.length ? actions[next.at(-1)!]!.to : state;
      const name = [...left].find((n) => actions[n]!.from.includes(state));
      if (!name) continue;
      path.push(name);
      left.delete(name);
      state = actions[name]!.to;
    }
    return path;
  };
  while (left.size) {
    let path = walk(r.flow.initial);
    // a state no action of a fresh row reaches (an auction closes at its end, by itself): a row made in it
    if (!path.length && madeIn(r)) path = walk(actions[[...left][0]!]!.from[0]!);
    if (!path.length)
      throw new Error(`[${r.name}] actions ${[...left].join(", ")} cannot be reached from state "${r.flow.initial}"`);
    paths.push(path);
  }
  return paths;
}

/** Resources whose rows tests may also make in a state no owner's action reaches (see tests/helpers/row-makers.ts). */
const MADE_IN_LATER_STATES = new Set(["auction"]);
export const madeIn = (r: Resource) => MADE_IN_LATER_STATES.has(r.name);
