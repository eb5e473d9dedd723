import type { FastifyError, FastifyInstance } from "fastify";
import { ApiError, MSG } from "./errors";

/** Every failure leaves as the envelope; client mistakes are 422 (never 400), surprises 500. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | ApiError, req, reply) => {
    if (err instanceof ApiError) {
      return reply
        .status(err.status)
        .send({ code: err.status, msg: err.message, ...(err.errors ? { errors: err.errors } : {}), ...(err.data !== undefined ? { data: err.data } : {}) });
    }
    const status = (err as FastifyError).statusCode ?? 500;
    // malformed JSON, empty JSON body, wrong content type, schema failures: the request is unusable
    if ((err as FastifyError).validation || status === 400 || status === 415) {
      return reply.status(422).send({ code: 422, msg: "请求数据格式不正确" });
    }
    if (status === 413) return reply.status(413).send({ code: 413, msg: "提交的数据过大" });
    req.log.error({ err }, "unexpected error");
    return reply.status(500).send({ code: 500, msg: MSG.busy });
  });
}
