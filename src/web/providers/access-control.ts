import type { AccessControlProvider } from "@refinedev/core";
import type { Resource } from "../../core/define-resource";
import { can, catalogueOfKept, type Check, type Grants } from "../../core/permissions";
import { currentPortal } from "../portal";
import type { Identity } from "./identity";
import { requiredCheck } from "../../core/required-check";

/**
 * What a screen action needs: list/menu → the menu path; create/edit/delete/show → the button code;
 * any other action name → that named action's button. No code declared means no button.
 */
export function checkFor(resource: Resource, action: string): Check | undefined {
  // a view of a list (发货管理) opens with the list's own menu
  if (action === "list") return { menu: resource.menu.permission ?? resource.menu.path };
  if (action === "show")
    return resource.buttons.show ? { button: resource.buttons.show } : { menu: resource.menu.path };
  if (action === "export") return requiredCheck(resource, "export");
  if (action === "create" || action === "edit" || action === "delete" || action === "import") {
    const code = resource.buttons[action];
    return code ? { button: code } : undefined;
  }
  const code = resource.actions?.[action]?.button;
  return code ? { button: code } : undefined;
}

const alone = new WeakMap<Resource, readonly Resource[]>();
/** A resource as a list of its own, the same list each time (its catalogue is kept per list). */
function aloneOf(resource: Resource): readonly Resource[] {
  let list = alone.get(resource);
  if (!list) alone.set(resource, (list = [resource]));
  return list;
}

/**
 * The same decision for code outside Refine's hooks (menus, route guards). Like the server guard, it is
 * scoped to the platform type of the loaded portal: a resource whose shell that platform does not offer
 * is never allowed.
 */
export function allowed(
  grants: Grants | null | undefined,
  resource: Resource,
  action: string,
  platform = currentPortal().platformType,
): boolean {
  const check = checkFor(resource, action);
  return check && grants ? can({ ...grants, scope: catalogueOfKept(aloneOf(resource), platform) }, check) : false;
}

export function createAccessControl(resources: readonly Resource[], identity: Identity): AccessControlProvider {
  return {
    async can({ resource, action }) {
      const r = resources.find((x) => x.name === resource);
      // Screens Refine knows but the config does not (none today) stay open; the server still guards them.
      if (!r) return { can: true };
      const user = await identity.current();
      const ok = allowed(user?.grants, r, action);
      return ok ? { can: true } : { can: false, reason: "您没有查看权限，请联系管理员" };
    },
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
  };
}
