import { product } from "./product";
import { http } from "./services";

export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"];
export const IMAGE_RULE = "支持 JPG、PNG、GIF、WEBP，大小不超过2MB";
const MAX_BYTES = 2 * 1024 * 1024;

/** Why a picked file cannot be uploaded, in the server's own words, or undefined when it can. */
export function imageProblem(file: File): string | undefined {
  if (!IMAGE_TYPES.includes(file.type)) return "仅支持 JPG、PNG、GIF、WEBP 格式的图片";
  if (file.size > MAX_BYTES) return "图片大小不能超过2MB";
  return undefined;
}

/** Stores an image or a PDF: a one-time token (fileUpload.upload.token.get), then the multipart upload; a PDF gets no public `url`. */
export async function uploadFile(file: File): Promise<{ name: string; url: string | null }> {
  const token = (
    await http.request<{ token: string }>({ method: "GET", url: `${product}.fileUpload.upload.token.get/1.0` })
  ).data.token;
  const body = new FormData();
  body.append("file", file);
  return (
    await http.request<{ name: string; url: string | null }>({
      method: "POST",
      url: `${product}.fileUpload.upload/1.0`,
      params: { token },
      data: body,
    })
  ).data;
}
