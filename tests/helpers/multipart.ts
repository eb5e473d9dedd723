/**
 * A real multipart/form-data body with one file part (field `file`), as a browser's FormData sends it; `encoded` names
 * the file the RFC 5987 way (`filename*=UTF-8''…`, percent-encoded), as some clients do.
 */
export function multipart(filename: string, type: string, content: Buffer, o: { encoded?: boolean } = {}) {
  const boundary = "----agriBoundary7MA4YWxkTrZu0gW";
  const name = o.encoded ? `filename*=UTF-8''${encodeURIComponent(filename)}` : `filename="${filename}"`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; ${name}\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
