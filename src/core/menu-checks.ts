import type { ResourceCheck } from "./resource-check";

/** The list screen lives at a route. */
export const menuPathProblems: ResourceCheck = (r, _all, say) => {
  if (!r.menu?.path?.startsWith("/")) say(`menu.path "${r.menu?.path}" must be a route such as "/tendering/factory"`);
};

/** A view is a menu entry of its own in the shell, narrowing the list by options the fields have. */
export const viewProblems: ResourceCheck = (r, _all, say) => {
  for (const [name, view] of Object.entries(r.views ?? {})) {
    const root = `/${r.menu?.path?.split("/")[1]}/`;
    if (!view.path?.startsWith(root))
      say(`view "${name}" path "${view.path}" must be a route in the shell, below "${root}"`);
    if (!view.label) say(`view "${name}" has no label: name its menu entry, such as label: "发货管理"`);
    for (const [key, value] of Object.entries(view.where ?? {})) {
      const field = r.fields?.[key];
      if (!field) say(`view "${name}" narrows on "${key}", which is not a field`);
      else if (field.type === "enum" && !field.options!.some((o) => o.value === value))
        say(`view "${name}" narrows on ${key} "${value}", which is not an option of it`);
    }
    if (!Object.keys(view.where ?? {}).length) say(`view "${name}" narrows nothing: give where, or drop the view`);
  }
};

/** Declared screens stay in the shell and say where the row id goes. */
export const screenProblems: ResourceCheck = (r, _all, say) => {
  for (const [screen, route] of Object.entries(r.menu?.screens ?? {})) {
    const root = `/${r.menu.path.split("/")[1]}/`;
    if (!route.startsWith(root)) say(`menu.screens.${screen} "${route}" must stay in the shell, below "${root}"`);
    if (screen !== "create" && !route.includes(":id"))
      say(`menu.screens.${screen} "${route}" must say where the row id goes, as :id`);
    if (screen === "create" && route.includes(":id")) say(`menu.screens.create "${route}" cannot take a row id`);
  }
};

/** A link opens a route of this site, filled from the row's fields. */
export const linkProblems: ResourceCheck = (r, _all, say) => {
  for (const [name, link] of Object.entries(r.links ?? {})) {
    if (!link.label) say(`link "${name}" has no label: name its button, such as label: "预览"`);
    if (!link.href?.startsWith("/") || link.href.startsWith("//"))
      say(`link "${name}" href "${link.href}" must be a route of this site, such as "/storeInfo/info?shopId=:shopId"`);
    for (const [, key] of link.href?.matchAll(/:([A-Za-z]\w*)/g) ?? [])
      if (key !== "id" && !r.fields?.[key!]) say(`link "${name}" puts ":${key}" in its href, which is not a field`);
    for (const [key, values] of Object.entries(link.when ?? {})) {
      const field = r.fields?.[key];
      if (!field) say(`link "${name}" is offered when "${key}" holds a value, but "${key}" is not a field`);
      else if (field.type === "enum" && values.some((v) => !field.options!.some((o) => o.value === v)))
        say(`link "${name}" is offered when ${key} is ${values.join(" / ")}: use its options' values`);
    }
  }
};
