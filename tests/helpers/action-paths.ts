import type { Resource } from "../../src/core/define-resource";

type State = string | number;

/** Shortest run of actions from `from` to a state where `wanted` may start; undefined when unreachable. */
function route(r: Resource, from: State, wanted: (s: State) => boolean): string[] | undefined {
  const seen = new Set<State>([from]);
  const queue: [State, string[]][] = [[from, []]];
  while (queue.length) {
    const [state, path] = queue.shift()!;
    if (wanted(state)) return path;
    for (const [name, a] of Object.entries(r.actions ?? {})) {
      if (a.from.includes(state) && !seen.has(a.to)) {
        seen.add(a.to);
        queue.push([a.to, [...path, name]]);
      }
    }
  }
  return undefined;
}

/**
 * Runs of named actions, each from a fresh row in the flow's initial state, that together take every
 * action at least once. Throws when an action can never be reached, which is a flow a user cannot use.
 */
export function actionPaths(r: Resource): string[][] {
  const actions = r.actions ?? {};
  if (!r.flow || !Object.keys(actions).length) return [];
  const left = new Set(Object.keys(actions));
  const paths: string[][] = [];
  while (left.size) {
    let state: State = r.flow.initial;
    const path: string[] = [];
    for (;;) {
      const next = route(r, state, (s) => [...left].some((n) => actions[n]!.from.includes(s)));
      if (!next) break;
      for (const step of next) {
        path.push(step);
        left.delete(step);
      }
      state = next.length ? actions[next.at(-1)!]!.to : state;
      const name = [...left].find((n) => actions[n]!.from.includes(state))!;
      path.push(name);
      left.delete(name);
      state = actions[name]!.to;
    }
    if (!path.length) throw new Error(`[${r.name}] actions ${[...left].join(", ")} cannot be reached from state "${r.flow.initial}"`);
    paths.push(path);
  }
  return paths;
}
