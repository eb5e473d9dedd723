import { product } from "./product";

export const DOCUMENT_RULE = "仅支持 PDF，大小不超过10MB";
const MAX_BYTES = 10 * 1024 * 1024;

/** Why a picked file cannot be stored as a document, in the server's own words, or undefined when it can. */
export function documentProblem(file: File): string | undefined {
  if (file.type !== "application/pdf") return "请上传PDF文件";
  if (file.size > MAX_BYTES) return "PDF文件不能超过10MB";
  return undefined;
}

/** Where a stored PDF is downloaded: the server hands it only to those who may read a row holding it. */
export const documentUrl = (name: string) =>
  `/gw/${product}.fileUpload.private.get/1.0?name=${encodeURIComponent(name)}`;
