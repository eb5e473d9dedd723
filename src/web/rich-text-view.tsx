import "./rich-text.css";

/**
 * A `richtext` value shown formatted. It is the HTML the server sanitised on save
 * (src/server/validation/rich-text.ts) and stored descriptions were converted to by migration 0023, so it is
 * set as it stands.
 */
export function RichTextView({ html, className }: { html: string; className?: string }) {
  return <div className={`rich-text${className ? ` ${className}` : ""}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
