import { openDatabase } from "./db/client";

/**
 * `npm start`: opens the database (PGlite under DATA_DIR, or DATABASE_URL) first and loads the rest of the
 * server while it opens. PGlite's start (its WebAssembly and data directory) then overlaps the app's module
 * loading instead of following it, which is most of a cold start.
 */
const opening = openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? "./data" });
opening.catch(() => {}); // reported by serve() when it awaits it

import("./serve")
  .then(({ serve }) => serve(opening))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
