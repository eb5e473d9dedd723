import { ownerEntries, routeOf } from "./owner-entries";
import type { OwnerLayout } from "../../core/user-rows";

/** The menu entries of a layout's owner screens (退款/售后), served by its OwnerOutlet. */
export const ownerMenu = (layout: OwnerLayout) =>
  ownerEntries(layout).map(({ screens }) => ({ key: routeOf(screens.path), label: screens.title }));
