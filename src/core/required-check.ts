import { reportRead } from "./check-resources";
import type { Resource } from "./define-resource";
import type { Check } from "./permissions";
import type { Registry } from "./registry";

/**
 * What reading through an `ownerOf` audience needs: the menu of the resource whose rows the reader owns (a
 * tender admin reads the quotes on its tenders with the tender menu); an administrator's for a platform audience; a
 * partyOf audience's own menu.
 * Undefined for portal-wide audiences, which check no grant.
 */
export function audienceCheck(resource: Resource, audienceName: string, registry: Registry): Check | undefined {
  // the operator's queue is for the platform's administrators: no grant names it, and only the platform reads it
  if (resource.audiences?.[audienceName]?.platform) return { menu: [] };
  // the enterprise a row names reads it with the menu its own console offers (我的对账单)
  const party = resource.audiences?.[audienceName]?.menu;
  if (party && resource.audiences?.[audienceName]?.partyOf !== undefined) return { menu: party.path };
  const key = resource.audiences?.[audienceName]?.ownerOf;
  return key === undefined ? undefined : { menu: registry.byName(resource.fields[key]!.ref!).menu.path };
}

/**
 * The permission an operation needs: reading needs the resource's menu path, writing its button code,
 * a named action the action's button. Without a declared code the check is an empty list, which only
 * enterprise administrators pass.
 */
export function requiredCheck(resource: Resource, operation: string): Check {
  // one row's xlsx (exportRow) is read by whoever may read the row
  if (operation === "list" || operation === "get" || operation === "log" || operation === "exportRow")
    return { menu: resource.menu.path };
  // a report reads with its own menu: an employee may see the analysis without the tender list, or not
  const report = reportRead(operation);
  if (report !== undefined) return { menu: resource.reports?.[report]?.path ?? [] };
  // an export reads what the list shows: its own code where declared, else the list's menu path
  if (operation === "export")
    return resource.buttons.export ? { button: resource.buttons.export } : { menu: resource.menu.path };
  const named = operation.startsWith("action:") ? operation.slice("action:".length) : undefined;
  if (named) {
    const button = resource.actions?.[named]?.button;
    return { button: button ? button : [] };
  }
  const key = ({ create: "create", update: "edit", delete: "delete", import: "import" } as const)[
    operation as "create"
  ];
  const button = key ? resource.buttons[key] : undefined;
  return { button: button ? button : [] };
}
