import type { FastifyInstance } from "fastify";
import { invalid } from "./errors";

/** C0 controls but tab, line feed and carriage return, and DEL: no text a person types holds them. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const CONTROL_MESSAGE = "不能包含控制字符";

/** The first path (`lines.0.name`) at which a value holds a control character, within a few levels. */
function controlAt(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === "string") return CONTROL.test(value) ? path || "payload" : undefined;
  if (depth > 6 || value === null || typeof value !== "object" || Buffer.isBuffer(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = controlAt(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
}

/**
 * Refuses, with 422 on the field, an API call whose query or JSON body holds a control character: PostgreSQL cannot
 * store NUL in text, and nothing else of the kind belongs in a name, a remark or a search.
 */
export function installInputGuard(app: FastifyInstance) {
  app.addHook("preHandler", async (req) => {
    if (!req.url.startsWith("/gw/")) return;
    const at = controlAt(req.query, "") ?? controlAt(req.body, "");
    if (at) throw invalid({ [at]: CONTROL_MESSAGE }, `${at}${CONTROL_MESSAGE}`);
  });
}

export const FILE_NAME_MESSAGE = "文件名不能包含控制字符";

/**
 * The same refusal for an upload's file name, which the hook above cannot see: a multipart body is read by its route,
 * after the hook ran. Each multipart route calls this on its file part (the names are never stored, but they reach the
 * log and the person who sent one meant no such file). The other fields of a multipart body are read by no route.
 */
export function guardFileName(filename: string | undefined) {
  if (filename && CONTROL.test(filename)) throw invalid({ file: FILE_NAME_MESSAGE }, FILE_NAME_MESSAGE);
}
