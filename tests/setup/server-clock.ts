import { afterAll, beforeAll } from "vitest";
import { setClock } from "../../src/server/clock";

// Server files share their worker's modules (isolate: false in vite.config.ts), the clock's offset among them: a
// file that moved time (a row maker closing an auction) must not hand the next file a clock in the future.
beforeAll(() => setClock(Date.now()));
afterAll(() => setClock(Date.now()));
