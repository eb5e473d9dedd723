import { Image } from "@tiptap/extension-image";
import { Placeholder } from "@tiptap/extensions";
import { EditorContent, useEditor } from "@tiptap/react";
import { StarterKit } from "@tiptap/starter-kit";
import { useEffect, useRef, useState } from "react";
import { alive, htmlOf } from "./rich-text-html";
import { LinkDialog } from "./rich-text-link";
import { RichTextToolbar } from "./rich-text-toolbar";
import "../rich-text.css";
import "./rich-text-editor.css";

export interface RichTextEditorProps {
  /** Set by Form.Item: the editable area gets it, so the field's label and errors find it. */
  id?: string;
  /** The HTML held (the server's sanitised copy on an edit form). */
  value?: string | null;
  /** The HTML written, or "" when nothing is. */
  onChange?: (html: string) => void;
  placeholder?: string;
  /** Characters of HTML the field holds: the counter under the editor. */
  max?: number;
}

/**
 * The editor of a `richtext` field (Tiptap): headings, bold, italic, underline, lists, quotes, links and pictures
 * uploaded as every other picture is. What it writes is what the server's sanitiser keeps
 * (src/server/validation/rich-text.ts). Loaded on its own, only by a form that holds such a field.
 */
export default function RichTextEditor({ id, value, onChange, placeholder, max }: RichTextEditorProps) {
  // what the editor last handed up: a value that differs came from outside (the row loaded, 复制) and replaces it
  const written = useRef(value ?? "");
  const [linking, setLinking] = useState(false);
  const [length, setLength] = useState((value ?? "").length);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          HTMLAttributes: { rel: "noopener nofollow", target: "_blank" },
        },
      }),
      Image.configure({ allowBase64: false }),
      Placeholder.configure({ placeholder: placeholder ?? "请输入内容" }),
    ],
    content: value || "",
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        class: "rich-text rich-text-editable",
        role: "textbox",
        "aria-multiline": "true",
      },
    },
    onUpdate: ({ editor: e }) => {
      written.current = htmlOf(e);
      setLength(written.current.length);
      onChange?.(written.current);
    },
  });
  useEffect(() => {
    if ((value ?? "") === written.current || !alive(editor)) return;
    written.current = value ?? "";
    setLength(written.current.length);
    editor.commands.setContent(value || "", { emitUpdate: false });
  }, [editor, value]);
  return (
    <div className="rich-text-editor">
      <RichTextToolbar editor={editor} onLink={() => setLinking(true)} />
      <EditorContent editor={editor} />
      {max !== undefined && (
        <div className={`rich-text-count${length > max ? " over" : ""}`}>
          {length} / {max}
        </div>
      )}
      <LinkDialog editor={editor} open={linking} onClose={() => setLinking(false)} />
    </div>
  );
}
