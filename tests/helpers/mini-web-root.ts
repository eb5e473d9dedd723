import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A built web app in miniature: the page shell and the manifest entries the server reads. */
export function miniWebRoot() {
  const root = mkdtempSync(join(tmpdir(), "agri-ssr-"));
  mkdirSync(join(root, ".vite"));
  mkdirSync(join(root, "assets"));
  writeFileSync(
    join(root, "index.html"),
    '<!doctype html><html><head><meta name="viewport" content="width=device-width" /><title>农牧商城</title><script type="module" src="/assets/index-a.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(root, "assets/start-a.css"), ".mall{color:#262626}");
  const manifest = {
    // as vite.config.ts splits them: the app's module on its own, what it needs in parts, one importing the other
    "src/web/boot.tsx": { file: "assets/boot-a.js", imports: ["_start-a.js", "_start-react-a.js"] },
    "_start-a.js": { file: "assets/start-a.js", css: ["assets/start-a.css"], imports: ["_start-react-a.js"] },
    "_start-react-a.js": { file: "assets/start-react-a.js" },
    "src/web/pages/home-page.tsx": { file: "assets/home-page-a.js", imports: ["_start-a.js"] },
    "src/web/mall/pages/goods-page.tsx": { file: "assets/goods-page-a.js" },
    "src/web/mall/pages/list-page.tsx": { file: "assets/list-page-a.js" },
    "src/web/layout/admin-root.tsx": { file: "assets/admin-root-a.js" },
    "src/web/admin/resource-list.tsx": { file: "assets/resource-list-a.js" },
    "src/web/reports/report-page.tsx": { file: "assets/report-page-a.js" },
  };
  writeFileSync(join(root, ".vite/manifest.json"), JSON.stringify(manifest));
  return root;
}
