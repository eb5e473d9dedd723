/** A real multipart/form-data body with one file part (field `file`), as a browser's FormData sends it. */
export function multipart(filename: string, type: string, content: Buffer) {
  const boundary = "----agriBoundary7MA4YWxkTrZu0gW";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
