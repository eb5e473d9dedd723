/**
 * `npm run build` (its last step): the server as one file, dist-server/index.mjs, which `npm start` runs with
 * plain node. Loading one bundled module instead of the TypeScript sources through tsx's loader is half of a cold
 * start.
 */
import { join } from "node:path";
import { buildServerBundle } from "./server-bundle";

await buildServerBundle(join(import.meta.dirname, "../dist-server"));
