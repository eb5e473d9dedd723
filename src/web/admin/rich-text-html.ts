import type { Editor } from "@tiptap/react";

/**
 * What an editor holds as a field's value: its HTML without the empty paragraph the editor keeps at the end (so
 * the cursor can go past a last heading or picture), or "" when it says nothing (no text, no picture).
 */
export const htmlOf = (editor: Editor): string => {
  const html = editor.getHTML();
  return editor.getText().trim() === "" && !html.includes("<img") ? "" : html.replace(/(<p><\/p>)+$/, "");
};
