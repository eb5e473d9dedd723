import type { FastifyError, FastifyInstance } from "fastify";
import { uniqueViolation } from "../operations/unique-refs";
import { ApiError, MSG } from "./errors";

/** PostgreSQL's data exceptions a client's value causes (class 22), and how the client reads each. */
const DATA_ERRORS: Record<string, string> = {
  "22003": "数值超出范围",
  "22P02": "请求数据格式不正确",
  "22021": "提交的内容含有无法保存的字符",
  "22001": "提交的内容过长",
  "22008": "日期时间超出范围",
  "22007": "日期时间格式不正确",
};

/** The SQLSTATE of a database error, also when the query builder wrapped it (its `cause`). */
function databaseErrorCode(err: unknown): string | undefined {
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    e = e.cause as typeof e, i++
  ) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
}

/** Every failure leaves as the envelope; client mistakes are 422 (never 400), surprises 500. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((raw: FastifyError | ApiError, req, reply) => {
    // a second row of an "only one" rule, written at the same moment as the first on another process
    const err = uniqueViolation(raw, app.registry) ?? raw;
    if (err instanceof ApiError) {
      return reply.status(err.status).send({
        code: err.status,
        msg: err.message,
        ...(err.errors ? { errors: err.errors } : {}),
        ...(err.data !== undefined ? { data: err.data } : {}),
      });
    }
    const status = (err as FastifyError).statusCode ?? (err as { status?: number }).status ?? 500;
    // malformed JSON, empty JSON body, wrong content type, schema failures: the request is unusable
    if ((err as FastifyError).validation || status === 400 || status === 415) {
      return reply.status(422).send({ code: 422, msg: "请求数据格式不正确" });
    }
    if (status === 413) return reply.status(413).send({ code: 413, msg: "提交的数据过大" });
    // a directory of the static files (/assets/): there is nothing to list
    if (status === 403 || status === 404) return reply.status(404).send({ code: 404, msg: MSG.notFound });
    const refused = DATA_ERRORS[databaseErrorCode(err) ?? ""];
    if (refused) {
      // a value the database cannot hold reached it: the client's mistake, logged in case a check is missing
      req.log.warn({ err }, "value refused by the database");
      return reply.status(422).send({ code: 422, msg: refused });
    }
    req.log.error({ err }, "unexpected error");
    return reply.status(500).send({ code: 500, msg: MSG.busy });
  });
}
