import { execFileSync } from "node:child_process";
import { join } from "node:path";

/** Builds the web app and its server-render bundle once, as `npm start` does before serving them. */
export default function setup() {
  const root = join(import.meta.dirname, "../..");
  const vite = join(root, "node_modules/.bin/vite");
  // vitest runs with NODE_ENV=test, which would make the build use React's development JSX runtime
  const build = { cwd: root, stdio: "inherit" as const, env: { ...process.env, NODE_ENV: "production" } };
  execFileSync(vite, ["build", "--logLevel", "warn"], build);
  execFileSync(vite, ["build", "--ssr", "src/web/ssr/entry-server.tsx", "--outDir", "dist-ssr", "--logLevel", "warn"], build);
}
