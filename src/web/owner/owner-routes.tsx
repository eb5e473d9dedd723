import { Route } from "react-router";
import { lazyScreen } from "../layout/lazy-screen";
import { ownerEntries, routeOf } from "./owner-entries";

const OwnerScreen = lazyScreen(() => import("./owner-screen"));

/**
 * The routes of every owner audience whose screens live in `layout`, as the admin shells' are made from `menu`: its
 * list, one row and the create form, at the routes the declaration names, inside the layout's frame.
 */
export const ownerRoutes = (layout: "buyer" | "personal") =>
  ownerEntries(layout).flatMap(({ resource, name, screens }) => {
    const at = (screen: "list" | "show" | "create", path: string) => (
      <Route key={`${resource.name}.${name}.${screen}`} path={routeOf(path)} element={<OwnerScreen layout={layout} resource={resource.name} audience={name} screen={screen} />} />
    );
    return [at("list", screens.path), at("show", screens.show), ...(screens.create ? [at("create", screens.create)] : [])];
  });

/** The menu entries of a layout's owner screens (退款/售后), after the entry they follow. */
export const ownerMenu = (layout: "buyer" | "personal") => ownerEntries(layout).map(({ screens }) => ({ key: routeOf(screens.path), label: screens.title }));
