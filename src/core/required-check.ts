import type { Resource } from "./define-resource";
import type { Check } from "./permissions";

/**
 * The permission an operation needs: reading needs the resource's menu path, writing its button code,
 * a named action the action's button. Returns undefined when the resource declares no code for it,
 * which means the operation is not offered to anyone but administrators.
 */
export function requiredCheck(resource: Resource, operation: string): Check | undefined {
  if (operation === "list" || operation === "get") return { menu: resource.menu.path };
  const named = operation.startsWith("action:") ? operation.slice("action:".length) : undefined;
  if (named) {
    const button = resource.actions?.[named]?.button;
    return button ? { button } : undefined;
  }
  const key = ({ create: "create", update: "edit", delete: "delete" } as const)[operation as "create"];
  const button = key ? resource.buttons[key] : undefined;
  return button ? { button } : undefined;
}
