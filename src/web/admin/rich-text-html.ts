import type { Editor } from "@tiptap/react";

/**
 * Whether an editor can still be read: a destroyed one has let go of its schema and commands (React's strict mode
 * mounts twice, and a state hook may ask the first, destroyed editor once more).
 */
export const alive = (editor: Editor) => (editor as { schema: Editor["schema"] | null }).schema !== null;

/**
 * What an editor holds as a field's value: its HTML without the empty paragraph the editor keeps at the end (so
 * the cursor can go past a last heading or picture), or "" when it says nothing (no text, no picture).
 */
export const htmlOf = (editor: Editor): string => {
  const html = editor.getHTML();
  return editor.getText().trim() === "" && !html.includes("<img") ? "" : html.replace(/(<p><\/p>)+$/, "");
};
