import { ownerEntries, routeOf } from "./owner-entries";

/** The menu entries of a layout's owner screens (退款/售后), served by its OwnerOutlet. */
export const ownerMenu = (layout: "buyer" | "personal") =>
  ownerEntries(layout).map(({ screens }) => ({ key: routeOf(screens.path), label: screens.title }));
