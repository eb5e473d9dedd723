import { execFileSync } from "node:child_process";
import { join } from "node:path";

/** Builds the web app once, as `npm start` does before serving it. */
export default function setup() {
  const root = join(import.meta.dirname, "../..");
  execFileSync(join(root, "node_modules/.bin/vite"), ["build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
}
