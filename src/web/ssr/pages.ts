import { SHELLS } from "../admin/shells";

/**
 * The mall pages the server renders (docs/first-load.md), each with its screen's source file: the server finds
 * the screen's chunk and CSS in Vite's build manifest by it. Every other path is rendered in the browser.
 */
export const SSR_PAGES: Readonly<Record<string, string>> = {
  "/": "src/web/pages/home-page.tsx",
  "/stock": "src/web/pages/home-page.tsx",
  "/list": "src/web/mall/pages/list-page.tsx",
  "/goodInfo": "src/web/mall/pages/goods-page.tsx",
  "/storeGoodInfo": "src/web/mall/pages/goods-page.tsx",
};

/** A console's code: the shell (Refine, the frame, the menu) and the screen it most likely opens first. */
const CONSOLE_ROOT = "src/web/layout/admin-root.tsx";
const CONSOLE_SCREENS = { list: "src/web/admin/resource-list.tsx", report: "src/web/reports/report-page.tsx" };

/**
 * The sources of a console page (a path below a shell's root), which the server renders for a visitor with a
 * session: Refine's queries are answered in process and the page leaves with the screen drawn. Undefined for any
 * other path.
 */
export function consoleSources(path: string, isReport: (path: string) => boolean): string[] | undefined {
  const inShell = Object.values(SHELLS).some((s) => path === s.root || path.startsWith(`${s.root}/`));
  if (!inShell) return undefined;
  return [CONSOLE_ROOT, isReport(path) ? CONSOLE_SCREENS.report : CONSOLE_SCREENS.list];
}
