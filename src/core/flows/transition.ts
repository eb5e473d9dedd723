import type { ActionDef, Resource } from "../define-resource";

export type State = string | number;

/** The named actions a row in `state` may take, in declaration order. */
export function legalActions(resource: Resource, state: State): [string, ActionDef][] {
  return Object.entries(resource.actions ?? {}).filter(([, a]) => a.from.includes(state));
}

export function canTransition(resource: Resource, action: string, state: State): boolean {
  return resource.actions?.[action]?.from.includes(state) ?? false;
}

export function canEditIn(resource: Resource, state: State | undefined): boolean {
  const allowed = resource.flow?.editableIn;
  return !allowed || state === undefined || allowed.includes(state);
}

export function canDeleteIn(resource: Resource, state: State | undefined): boolean {
  const allowed = resource.flow?.deletableIn;
  return !allowed || state === undefined || allowed.includes(state);
}

/** The shortest run of named actions that takes a row from `from` to `to`; undefined when none does. */
export function routeTo(resource: Resource, from: State, to: State): string[] | undefined {
  const seen = new Set<State>([from]);
  const queue: [State, string[]][] = [[from, []]];
  while (queue.length) {
    const [state, path] = queue.shift()!;
    if (state === to) return path;
    for (const [name, a] of legalActions(resource, state)) {
      if (seen.has(a.to)) continue;
      seen.add(a.to);
      queue.push([a.to, [...path, name]]);
    }
  }
  return undefined;
}
