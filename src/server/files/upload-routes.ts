import { randomBytes } from "node:crypto";
import fastifyMultipart from "@fastify/multipart";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { MINUTE } from "../account/clock";
import { atPath, type AccountDeps } from "../account/deps";
import { failIf, inputOf, text } from "../account/input";
import { SESSION_COOKIE, requireSession } from "../auth/session";
import { fileUploads, uploadTokens } from "../db/schema";
import { ApiError, ok } from "../http/errors";
import { guardFileName } from "../http/input-guard";
import { fileHeaders } from "../http/security-headers";
import { MAX_DOCUMENT_BYTES, isPdf } from "./documents";
import { registerPrivateFileRoute } from "./private-route";
import { IMAGE_TYPES, MAX_IMAGE_BYTES, UPLOAD_NAME, sniffImage, type ImageExt } from "./images";
import { OUTSIDE } from "../../core/calls";

const TOKEN_TTL = 10 * MINUTE;
const WRONG_TYPE = "仅支持 JPG、PNG、GIF、WEBP 格式的图片";
const TOO_BIG = "图片大小不能超过2MB";
const PDF_TOO_BIG = "PDF文件不能超过10MB";

/** A file over its limit is refused whole, 413 with the limit on the field; nothing of it is stored. */
const tooLarge = (message: string) => new ApiError(413, message, { file: message });

/**
 * Upload: `fileUpload.upload.token.get` hands out a one-time token; `fileUpload.upload` (multipart, field
 * `file`, query `token`) stores an image or a PDF in the file store (files/store.ts). /files/<name> serves images to
 * anyone; a PDF has no public address (`url: null`): files/private-route.ts hands it to a row's readers only.
 */
export async function registerUploadRoutes(app: FastifyInstance, d: AccountDeps) {
  const at = atPath(d.product);
  const { db, clock } = d;

  app.get(at("fileUpload.upload.token.get"), async (req) => {
    const { user } = await requireSession(db, req.cookies[SESSION_COOKIE]);
    const token = randomBytes(24).toString("hex");
    const expiresAt = new Date(clock().getTime() + TOKEN_TTL);
    await db.insert(uploadTokens).values({ id: token, userId: user.id, expiresAt });
    return ok({ token, expiresAt });
  });

  // multipart parsing only in this scope: every other endpoint keeps refusing multipart bodies
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 5 } });
    scope.post(at("fileUpload.upload"), async (req) => {
      const { user, session } = await requireSession(db, req.cookies[SESSION_COOKIE]);
      // whose the file is: a row names only its own party's files (operations/file-owners.ts)
      const keep = async (name: string, data: Buffer) => {
        await d.files.put(name, data);
        await db.insert(fileUploads).values({ name, userId: user.id, enterpriseId: session.enterpriseId });
      };
      const token = text(inputOf(req).token);
      const [claimed] = token
        ? await db
            .update(uploadTokens)
            .set({ usedAt: clock() })
            .where(
              and(
                eq(uploadTokens.id, token),
                eq(uploadTokens.userId, user.id),
                isNull(uploadTokens.usedAt),
                gt(uploadTokens.expiresAt, clock()),
              ),
            )
            .returning({ id: uploadTokens.id })
        : [];
      failIf({ file: !claimed && "上传凭证无效或已过期，请重新上传" });
      const part = req.isMultipart() ? await req.file() : undefined;
      failIf({ file: !part && "请选择要上传的图片" });
      guardFileName(part!.filename);
      let data: Buffer;
      try {
        data = await part!.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
          throw tooLarge(part!.mimetype === "application/pdf" ? PDF_TOO_BIG : TOO_BIG);
        throw err;
      }
      if (isPdf(data) && part!.mimetype === "application/pdf") {
        const name = `${randomBytes(16).toString("hex")}.pdf`;
        await keep(name, data);
        return ok({ name, url: null });
      }
      if (data.length > MAX_IMAGE_BYTES) throw tooLarge(TOO_BIG);
      const ext = sniffImage(data);
      failIf({ file: (!ext || !(Object.values(IMAGE_TYPES) as string[]).includes(part!.mimetype)) && WRONG_TYPE });
      const name = `${randomBytes(16).toString("hex")}.${ext}`;
      await keep(name, data);
      return ok({ name, url: `/files/${name}` });
    });
  });

  registerPrivateFileRoute(app, d);

  app.get(OUTSIDE.files.url, async (req, reply) => {
    const { name } = req.params as { name: string };
    const data = UPLOAD_NAME.test(name) ? await d.files.read(name) : undefined;
    if (!data) return reply.status(404).send({ code: 404, msg: "文件不存在" });
    const ext = name.split(".").pop() as ImageExt;
    // only images are public (UPLOAD_NAME): shown inline, in a sandbox should one be opened on its own
    return fileHeaders(
      reply.type(IMAGE_TYPES[ext]).header("cache-control", "public, max-age=31536000, immutable"),
      "inline",
      name,
      name,
    ).send(data);
  });
}
