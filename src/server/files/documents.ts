/** Names the upload endpoint gives PDFs: 32 hex characters and `.pdf`. Never served by /files/. */
export const DOCUMENT_NAME = /^[a-f0-9]{32}\.pdf$/;

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** A PDF from its first bytes (`%PDF-`); the browser's declared type alone is not trusted. */
export const isPdf = (head: Buffer) => head.length >= 5 && head.subarray(0, 5).toString("latin1") === "%PDF-";
