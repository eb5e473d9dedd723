import { LogController, type FastifyReply, type FastifyRequest } from "fastify";

/**
 * One log line per request where Fastify writes two (one on arrival, one on answer): under load the second line cost
 * the server more CPU than a small list's SQL (bench/scale.ts), and the answer line carries what the arrival said.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null, req: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: req.method,
      url: req.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}
