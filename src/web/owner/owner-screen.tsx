import { Skeleton } from "antd";
import { Suspense } from "react";
import { OwnerCreate } from "./owner-create";
import { ownerEntries, type OwnerEntry } from "./owner-entries";
import { OwnerList } from "./owner-list";
import { OwnerShow } from "./owner-show";
import type { OwnerLayout } from "../../core/user-rows";
import { lazyScreen } from "../layout/lazy-screen";

const AdminRoot = lazyScreen(() => import("../layout/admin-root"));

/**
 * A create whose form picks a row of the caller's own (the 开票信息 an invoice is asked under) needs the console's
 * providers for its picker: only that form loads them, so 申请售后 stays as light as the mall.
 */
const picksOwnRows = ({ resource, audience }: OwnerEntry) =>
  audience.create!.fields.some((k) => resource.fields[k]?.type === "ref");

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
  if (screen === "create")
    return picksOwnRows(entry) ? (
      <Suspense fallback={<Skeleton active />}>
        <AdminRoot>
          <OwnerCreate entry={entry} />
        </AdminRoot>
      </Suspense>
    ) : (
      <OwnerCreate entry={entry} />
    );
  return screen === "show" ? <OwnerShow entry={entry} /> : <OwnerList entry={entry} />;
}
