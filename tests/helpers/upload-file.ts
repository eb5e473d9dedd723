import { expect } from "vitest";
import { multipart } from "./multipart";
import type { TestApp } from "./server-app";

/** Uploads a PDF as the session `cookie` holds, through the upload token as the form does; answers its stored name. */
export async function uploadPdf(t: TestApp, cookie: string, filename: string, content: Buffer): Promise<string> {
  const token = (
    await t.app.inject({ method: "GET", url: "/gw/agri.fileUpload.upload.token.get/1.0", headers: { cookie } })
  ).json().data.token;
  const body = multipart(filename, "application/pdf", content);
  const res = await t.app.inject({
    method: "POST",
    url: "/gw/agri.fileUpload.upload/1.0",
    query: { token },
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.name as string;
}
