import { NOT_BY_CALLER } from "../action";
import type { ActionDef, Resource, TimedDef } from "../define-resource";

export type State = string | number;

/**
 * Whether the row holds the values an action also needs (`when`) and, as sent to a caller, does not name the
 * caller as the one user who may not run it (`notBy`); without the row, only the state is judged.
 */
const holds = (name: string, a: ActionDef, row?: Record<string, unknown>) =>
  !row ||
  ((!a.when || Object.entries(a.when).every(([key, values]) => values.includes(row[key] as string | number))) &&
    !(a.notBy !== undefined && Array.isArray(row[NOT_BY_CALLER]) && (row[NOT_BY_CALLER] as string[]).includes(name)));

/** The named actions a row in `state` may take, in declaration order; given the row, also its `when` values. */
export function legalActions(resource: Resource, state: State, row?: Record<string, unknown>): [string, ActionDef][] {
  return Object.entries(resource.actions ?? {}).filter(([name, a]) => a.from.includes(state) && holds(name, a, row));
}

export function canTransition(
  resource: Resource,
  action: string,
  state: State,
  row?: Record<string, unknown>,
): boolean {
  const a = resource.actions?.[action];
  return !!a && a.from.includes(state) && holds(action, a, row);
}

export function canEditIn(resource: Resource, state: State | undefined): boolean {
  const allowed = resource.flow?.editableIn;
  return !allowed || state === undefined || allowed.includes(state);
}

/** Whether the row's `editableUntil` time, if it has one, is still ahead at `now`; without the row, it may be. */
export function beforeEditDeadline(
  resource: Resource,
  row: Record<string, unknown> | undefined,
  now = Date.now(),
): boolean {
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

/** A step of a route that time makes rather than an action: `@close` for the timed move named close. */
export const timedStep = (name: string) => `@${name}`;

/** The timed move a route step names (`@close`), if it is one. */
export function timedOf(resource: Resource, step: string): TimedDef | undefined {
  return step.startsWith("@") ? resource.flow?.timed?.find((t) => t.name === step.slice(1)) : undefined;
}

/**
 * Why a row in `state` cannot take an action when time put it there (报价已截止，不能挂起); undefined for a state
 * an action made, whose refusal is the general one.
 */
export function timeSays(resource: Resource, state: State | undefined, verb: string): string | undefined {
  const says = resource.flow?.timed?.find((t) => t.to === state && t.says)?.says;
  return says && `${says}，不能${verb}`;
}

/**
 * The shortest run of named actions that takes a row from `from` to `to`; undefined when none does. With
 * `withTime`, moves time makes are steps too (`@close`): whoever follows the route lets that time pass.
 */
export function routeTo(resource: Resource, from: State, to: State, withTime = false): string[] | undefined {
  const seen = new Set<State>([from]);
  const queue: [State, string[]][] = [[from, []]];
  while (queue.length) {
    const [state, path] = queue.shift()!;
    if (state === to) return path;
    const timed = withTime
      ? (resource.flow?.timed ?? [])
          .filter((t) => t.from.includes(state))
          .map((t) => [timedStep(t.name), t.to] as const)
      : [];
    for (const [name, next] of [...legalActions(resource, state).map(([n, a]) => [n, a.to] as const), ...timed]) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push([next, [...path, name]]);
    }
  }
  return undefined;
}
