import { Outlet, useLocation } from "react-router";
import { ownerEntries, routeOf } from "./owner-entries";
import OwnerScreen from "./owner-screen";
import type { OwnerLayout } from "../../core/user-rows";

/**
 * A layout's outlet that first serves the generated screens of its owner audiences (退款/售后 in 我的商城) at the
 * routes they declare, and otherwise the route matched: the routes live in the declarations, which the mall's first
 * load leaves to the layouts, so the route table knows only the layout's catch-all.
 */
export function OwnerOutlet({ layout }: { layout: OwnerLayout }) {
  const { pathname } = useLocation();
  for (const { resource, name, screens } of ownerEntries(layout)) {
    const screen = (
      [
        ["list", screens.path],
        ["show", screens.show],
        ["create", screens.create],
      ] as const
    ).find(([, path]) => path && routeOf(path) === pathname)?.[0];
    if (screen)
      return (
        <OwnerScreen
          key={`${resource.name}.${screen}`}
          layout={layout}
          resource={resource.name}
          audience={name}
          screen={screen}
        />
      );
  }
  return <Outlet />;
}
