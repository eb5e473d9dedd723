import { OwnerCreate } from "./owner-create";
import { ownerEntries } from "./owner-entries";
import { OwnerList } from "./owner-list";
import { OwnerShow } from "./owner-show";
import type { OwnerLayout } from "../../core/user-rows";

/** One generated screen of an owner audience, loaded with its layout's page: the list, one row, or the create form. */
export default function OwnerScreen({
  layout,
  resource,
  audience,
  screen,
}: {
  layout: OwnerLayout;
  resource: string;
  audience: string;
  screen: "list" | "show" | "create";
}) {
  const entry = ownerEntries(layout).find((e) => e.resource.name === resource && e.name === audience)!;
  if (screen === "create") return <OwnerCreate entry={entry} />;
  return screen === "show" ? <OwnerShow entry={entry} /> : <OwnerList entry={entry} />;
}
