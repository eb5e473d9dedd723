import { execFileSync } from "node:child_process";
import { join } from "node:path";

/** Builds the web app and its server-render bundle once, as `npm start` does before serving them. */
export default function setup() {
  const root = join(import.meta.dirname, "../..");
  const vite = join(root, "node_modules/.bin/vite");
  execFileSync(vite, ["build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  execFileSync(vite, ["build", "--ssr", "src/web/ssr/entry-server.tsx", "--outDir", "dist-ssr", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
}
