import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { SECURITY_HEADERS } from "./security-headers";

/** How often an open stream says it is alive, so proxies keep it open (ms). */
const HEARTBEAT_MS = 15_000;

/** A message already written as JSON: the same text goes to every stream that shares it, encoded once. */
export class Encoded {
  constructor(readonly json: string) {}
}

export interface StreamSpec {
  /** The state as it is now: the stream's first message. */
  first: unknown;
  /** End the stream after the first message (a client that cannot keep it open). */
  once?: boolean;
  /** Starts hearing what changes the state; resolves to the stop function. */
  watch: (wake: () => void) => Promise<() => void>;
  /** The state after a change; a failure is logged (when `quiet` does not know it) and the stream stays open. */
  next: () => Promise<unknown>;
  quiet?: (error: unknown) => boolean;
}

/**
 * The app's Server-Sent Events streams (an auction's live state, the unread count): the first message at once,
 * then one after every change heard, in order, each with the state as it is by then, until the page goes away.
 * Open streams would hold the server's close forever, so they are ended first.
 */
export function eventStreams(app: FastifyInstance) {
  const streams = new Set<() => void>();
  app.addHook("preClose", async () => {
    for (const end of streams) end();
    streams.clear();
  });
  return async function stream(req: FastifyRequest, reply: FastifyReply, spec: StreamSpec): Promise<void> {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    });
    let open = true;
    let sending = Promise.resolve();
    const send = (data: unknown) => {
      if (open) res.write(`data: ${data instanceof Encoded ? data.json : JSON.stringify(data)}\n\n`);
    };
    send(spec.first);
    if (spec.once) {
      res.end();
      return;
    }
    const stop = await spec.watch(() => {
      sending = sending.then(async () => {
        if (!open) return;
        try {
          send(await spec.next());
        } catch (error) {
          if (!spec.quiet?.(error)) req.log.warn(error);
        }
      });
    });
    const beat = setInterval(() => open && res.write(": alive\n\n"), HEARTBEAT_MS);
    const close = () => {
      open = false;
      clearInterval(beat);
      stop();
    };
    const end = () => {
      close();
      res.end();
    };
    streams.add(end);
    req.raw.on("close", () => {
      streams.delete(end);
      close();
    });
  };
}
