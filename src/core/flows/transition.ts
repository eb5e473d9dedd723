import type { ActionDef, Resource } from "../define-resource";

export type State = string | number;

/** Whether the row holds the values an action also needs (`when`); without the row, only the state is judged. */
const holds = (a: ActionDef, row?: Record<string, unknown>) =>
  !a.when || !row || Object.entries(a.when).every(([key, values]) => values.includes(row[key] as string | number));

/** The named actions a row in `state` may take, in declaration order; given the row, also its `when` values. */
export function legalActions(resource: Resource, state: State, row?: Record<string, unknown>): [string, ActionDef][] {
  return Object.entries(resource.actions ?? {}).filter(([, a]) => a.from.includes(state) && holds(a, row));
}

export function canTransition(resource: Resource, action: string, state: State, row?: Record<string, unknown>): boolean {
  const a = resource.actions?.[action];
  return !!a && a.from.includes(state) && holds(a, row);
}

export function canEditIn(resource: Resource, state: State | undefined): boolean {
  const allowed = resource.flow?.editableIn;
  return !allowed || state === undefined || allowed.includes(state);
}

/** Whether the row's `editableUntil` time, if it has one, is still ahead at `now`; without the row, it may be. */
export function beforeEditDeadline(resource: Resource, row: Record<string, unknown> | undefined, now = Date.now()): boolean {
  const key = resource.flow?.editableUntil;
  if (!key || !row || row[key] === null || row[key] === undefined) return true;
  return new Date(row[key] as string | Date).getTime() > now;
}

/** Whether the row may be edited now: in an editable state, before its edit deadline. */
export const canEditRow = (resource: Resource, state: State | undefined, row?: Record<string, unknown>) =>
  canEditIn(resource, state) && beforeEditDeadline(resource, row);

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
