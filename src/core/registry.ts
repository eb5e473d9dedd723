import type { Resource } from "./define-resource";

/**
 * The resources an app is made of, passed to whatever needs them (the server's createApp, the web shell, the
 * API catalogue) instead of each importing resources/: a test can then run the engine on a small fixture list.
 * Server-side parts (tables, hooks, reports) are kept by the server beside it, not here.
 */
export interface Registry {
  readonly resources: readonly Resource[];
  /** The resource of that name; an unknown name is a mistake in a declaration or in code, so it throws. */
  byName(name: string): Resource;
  has(name: string): boolean;
}

/** A registry of the given resources (already checked: resources/index.ts runs checkResources on its list). */
export function registryOf(resources: readonly Resource[]): Registry {
  const byName = new Map(resources.map((r) => [r.name, r] as const));
  if (byName.size !== resources.length) throw new Error("two resources share a name");
  return {
    resources,
    byName(name) {
      const r = byName.get(name);
      if (!r) throw new Error(`No resource named "${name}": add resources/<name>.ts and list it in resources/index.ts`);
      return r;
    },
    has: (name) => byName.has(name),
  };
}
