import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../helpers/server-app";
import { caller, cookieOf, type Caller } from "./account-helpers";
import { multipart } from "../helpers/multipart";

let t: TestApp;
let api: Caller;
let cookie: string;
const uploadDir = mkdtempSync(join(tmpdir(), "agri-uploads-"));
beforeAll(async () => {
  t = await testApp({ uploadDir });
  api = caller(t);
  cookie = cookieOf(await api.post("usercenter.login", { login: "13800000002", password: "Demo@1234" }));
});
afterAll(() => t?.close());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from("IHDR-test-image-bytes"),
]);

async function upload(filename: string, type: string, content: Buffer, token?: string, o: { encoded?: boolean } = {}) {
  const tk = token ?? (await api.get("fileUpload.upload.token.get", {}, cookie)).json().data.token;
  const body = multipart(filename, type, content, o);
  return t.app.inject({
    method: "POST",
    url: "/gw/agri.fileUpload.upload/1.0",
    query: { token: tk },
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}

describe("avatar upload", () => {
  it("stores an image under the upload dir, serves it at /files/<name>, and saves it as the avatar", async () => {
    const res = await upload("猪场.png", "image/png", PNG);
    expect(res.statusCode).toBe(200);
    const { name, url } = res.json().data;
    expect(name).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(url).toBe(`/files/${name}`);
    expect(readdirSync(uploadDir)).toContain(name);
    const served = await t.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await api.post("usercenter.user.update.photo", { image: name }, cookie)).statusCode).toBe(200);
    expect((await api.get("user.get", {}, cookie)).json().data.image).toBe(name);
  });

  it("refuses a file that is not an image, whatever type it claims (422)", async () => {
    const res = await upload("evil.png", "image/png", Buffer.from("<script>alert(1)</script>"));
    expect([res.statusCode, res.json().errors]).toEqual([422, { file: "仅支持 JPG、PNG、GIF、WEBP 格式的图片" }]);
    // a PDF is taken only as one: named .pdf, and never an image
    const fake = await upload("a.pdf", "application/pdf", Buffer.from("<html>not a pdf</html>"));
    expect([fake.statusCode, fake.json().errors]).toEqual([422, { file: "仅支持 JPG、PNG、GIF、WEBP 格式的图片" }]);
  });

  it.each([
    ["a NUL", "猪场\u0000.png", false],
    ["an escape", "\u001b[2J猪场.png", false],
    ["a percent-encoded NUL", "猪场\u0000.png", true],
  ])(
    "refuses a file name holding %s with 422 on the field, as a JSON body's text, storing nothing",
    async (_what, filename, encoded) => {
      const before = readdirSync(uploadDir).length;
      const res = await upload(filename, "image/png", PNG, undefined, { encoded });
      expect([res.statusCode, res.json().errors]).toEqual([422, { file: "文件名不能包含控制字符" }]);
      expect(readdirSync(uploadDir)).toHaveLength(before);
    },
  );

  it("stores a PDF with no public address: /files/ never serves it, nor takes it as an avatar", async () => {
    const res = await upload("购销合同.pdf", "application/pdf", Buffer.from("%PDF-1.7\n%%EOF\n"));
    expect(res.statusCode, res.body).toBe(200);
    const { name, url } = res.json().data;
    expect([name, url]).toEqual([expect.stringMatching(/^[0-9a-f]{32}\.pdf$/), null]);
    expect(readdirSync(uploadDir)).toContain(name);
    expect((await t.app.inject({ method: "GET", url: `/files/${name}` })).statusCode).toBe(404);
    const avatar = await api.post("usercenter.user.update.photo", { image: name }, cookie);
    expect([avatar.statusCode, avatar.json().errors]).toEqual([422, { image: "请先上传头像图片" }]);
  });

  it("refuses a PDF over 10 MB whole (413), storing nothing of it", async () => {
    const before = readdirSync(uploadDir).length;
    const res = await upload(
      "big.pdf",
      "application/pdf",
      Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(10 * 1024 * 1024)]),
    );
    expect([res.statusCode, res.json().errors]).toEqual([413, { file: "PDF文件不能超过10MB" }]);
    expect(readdirSync(uploadDir)).toHaveLength(before);
  });

  it("refuses an image over 2 MB whole (413), storing nothing of it", async () => {
    const before = readdirSync(uploadDir).length;
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload("big.png", "image/png", big);
    expect([res.statusCode, res.json().errors]).toEqual([413, { file: "图片大小不能超过2MB" }]);
    expect(readdirSync(uploadDir)).toHaveLength(before);
  });

  it("refuses an image over the PDF limit as an image, not as a PDF (413)", async () => {
    const res = await upload("huge.png", "image/png", Buffer.concat([PNG, Buffer.alloc(11 * 1024 * 1024)]));
    expect([res.statusCode, res.json().errors]).toEqual([413, { file: "图片大小不能超过2MB" }]);
  });

  it("a token works once, and only for the user it was given to", async () => {
    const token = (await api.get("fileUpload.upload.token.get", {}, cookie)).json().data.token;
    expect((await upload("a.png", "image/png", PNG, token)).statusCode).toBe(200);
    const again = await upload("b.png", "image/png", PNG, token);
    expect([again.statusCode, again.json().errors]).toEqual([422, { file: "上传凭证无效或已过期，请重新上传" }]);
    expect((await upload("c.png", "image/png", PNG, "0".repeat(48))).statusCode).toBe(422);
  });

  it("needs a login for the token and refuses a photo that was never uploaded", async () => {
    expect((await api.get("fileUpload.upload.token.get")).statusCode).toBe(401);
    const res = await api.post("usercenter.user.update.photo", { image: "../../etc/passwd" }, cookie);
    expect([res.statusCode, res.json().errors]).toEqual([422, { image: "请先上传头像图片" }]);
    expect((await t.app.inject({ method: "GET", url: "/files/..%2F..%2Fetc%2Fpasswd" })).statusCode).toBe(404);
  });
});
