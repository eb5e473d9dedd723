/** What a user holds in the current enterprise on the current platform type. */
export interface Grants {
  /** Enterprise administrators hold every menu and button of their enterprise. */
  admin: boolean;
  menus: readonly string[];
  buttons: readonly string[];
}

export type Check = { menu: string | readonly string[] } | { button: string | readonly string[] };

const asList = (v: string | readonly string[]) => (typeof v === "string" ? [v] : v);

/**
 * The one permission decision, shared by the Refine access-control provider and the server guard.
 * A list passes when any of its names is held, like the spec's permission directive.
 */
export function can(grants: Grants | null | undefined, check: Check): boolean {
  if (!grants) return false;
  if (grants.admin) return true;
  const [held, wanted] = "menu" in check ? [grants.menus, check.menu] : [grants.buttons, check.button];
  return asList(wanted).some((name) => held.includes(name));
}
