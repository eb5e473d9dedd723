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
