import type { FastifyInstance } from "fastify";
import { setClock } from "./clock";

/** The one message that moves a spawned server's clock, and its reply (`error` instead when it failed). */
export const CLOCK_MESSAGE = "agrimall:clock";
export type ClockMessage = { type: typeof CLOCK_MESSAGE; id: number; at: number };
export type ClockReply =
  | { type: typeof CLOCK_MESSAGE; id: number; at: number }
  | { type: typeof CLOCK_MESSAGE; id: number; error: string };

/**
 * Whether this process lets its parent move its clock: only a test run's child, spawned with an IPC channel and
 * AGRIMALL_TEST_CLOCK=1, never in production. The channel is the only way in: nothing reachable over the
 * network can move time, which would let anyone end an auction or expire a session.
 */
export const testClockAllowed = (env: NodeJS.ProcessEnv = process.env, ipc = typeof process.send === "function") =>
  ipc && env.AGRIMALL_TEST_CLOCK === "1" && env.NODE_ENV !== "production";

const isClockMessage = (m: unknown): m is ClockMessage =>
  typeof m === "object" &&
  m !== null &&
  (m as ClockMessage).type === CLOCK_MESSAGE &&
  Number.isInteger((m as ClockMessage).id);

/**
 * The test run's hand on the clock (tests/helpers/running-server.ts): on `{ type: "agrimall:clock", id, at }`
 * (at in epoch ms) moves the clock to `at`, runs one round of every scheduled job at that time, then answers
 * `{ type, id, at }`, or `{ type, id, error }`. So the test knows the move, and the closes and deliveries it
 * brings, are done before its next request. Returns whether it listens.
 */
export function listenForTestClock(app: FastifyInstance): boolean {
  if (!testClockAllowed()) return false;
  const reply = (answer: ClockReply) => {
    // the parent may be gone, or the channel closing with the process: an answer nobody can hear is dropped
    if (process.connected) process.send!(answer, undefined, undefined, () => undefined);
  };
  process.on("message", (m: unknown) => {
    if (!isClockMessage(m)) return;
    const { id, at } = m;
    void (async () => {
      try {
        if (typeof at !== "number" || !Number.isFinite(at))
          throw new TypeError(`at must be epoch milliseconds, got ${JSON.stringify(at)}`);
        setClock(at);
        await app.runJobs();
        reply({ type: CLOCK_MESSAGE, id, at });
      } catch (error) {
        reply({ type: CLOCK_MESSAGE, id, error: error instanceof Error ? error.message : String(error) });
      }
    })();
  });
  // listening refs the channel; unref'd, it never keeps the process up (the HTTP server does, until SIGTERM)
  process.channel?.unref();
  // a test run that dies leaves no server behind: its child stops as SIGTERM stops it (serve.ts) when the channel
  // goes; emitted, not sent, so a stop already under way is not cut short by a second signal
  process.once("disconnect", () => void process.emit("SIGTERM", "SIGTERM"));
  return true;
}
