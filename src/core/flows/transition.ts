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
