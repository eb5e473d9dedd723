import type { ReactNode } from "react";

/**
 * What antd's Table draws around a column title that declares `filters` or `filterDropdown`: in the browser build
 * (vite.config.ts), the title alone. The consoles search with their own form above the list (search-form.tsx) and
 * declare no column filters, so the filter menu and the tree it lists values in (rc-tree, ~14 KB gzip) stay out of
 * every list's first load; a column that declared one would show its title without the menu.
 */
export default function ColumnTitle({ children }: { children?: ReactNode }) {
  return children;
}

/** The values of a filter's options and their children, as antd's own module answers. */
export function flattenKeys(filters?: { value: unknown; children?: unknown[] }[]): unknown[] {
  return (filters ?? []).flatMap((f) => [
    f.value,
    ...flattenKeys(f.children as { value: unknown; children?: unknown[] }[]),
  ]);
}
